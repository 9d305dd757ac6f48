import { formatMoney, type Locale } from '@orbit/domain';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Card, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import { ListenNow, type PlacedOrder } from '../../checkout/flow-kit/index.ts';
import styles from './renewal.module.css';

export interface RenewalThanksProps {
  placed: PlacedOrder;
  /** The plan that follows the promo, and its genre, as chosen. */
  followOn: string;
}

/**
 * The renewal placed (flows §4.1 thanks): the order number, the radio, the promo and the plan
 * that follows it, what was charged today, and where the confirmation went.
 */
export function RenewalThanks({ placed, followOn }: RenewalThanksProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { purchase, offer } = placed;
  return (
    <Card aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {t('renewal.thanks.title')}
      </h1>
      <p className={styles.lead}>{t('renewal.thanks.lead')}</p>
      <Summary>
        <SummaryRow label={t('renewal.thanks.orderNumber')}>{purchase.orderId}</SummaryRow>
        {purchase.radioIdLastFour ? (
          <SummaryRow label={t('renewal.review.radio')}>
            {t('renewal.radio.id', { lastFour: purchase.radioIdLastFour })}
          </SummaryRow>
        ) : null}
        <SummaryRow label={t('renewal.review.offer')}>{offer.packageName}</SummaryRow>
        <SummaryRow label={t('renewal.review.then')}>{followOn}</SummaryRow>
        <SummaryRow label={t('renewal.thanks.charged')} amount>
          {formatMoney(purchase.amountCharged, locale)}
        </SummaryRow>
      </Summary>
      <p>{t('renewal.thanks.email', { email: purchase.email })}</p>
      <ListenNow subscriptionId={purchase.subscriptionId} />
    </Card>
  );
}

import { type AccountDevice, formatMoney, type Locale } from '@orbit/domain';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { buttonClassName, Card, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import styles from './multi-radio.module.css';
import type { PlacedMultiRadioOrder } from './multi-radio-order.ts';
import { radioNameOf } from './radio-name.ts';

export interface MultiRadioThanksProps {
  placed: PlacedMultiRadioOrder;
  devices: readonly AccountDevice[];
  /** Listen now (ADR 050), under the confirmation: the page gives it, with the app's services. */
  children?: ReactNode;
}

/** The order placed: its number, each radio with its plan, the discount, the charge, the email. */
export function MultiRadioThanks({ placed, devices, children }: MultiRadioThanksProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Card aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {t('multiRadio.thanks.title')}
      </h1>
      <p className={styles.lead}>{t('multiRadio.thanks.lead')}</p>
      <Summary>
        <SummaryRow label={t('multiRadio.thanks.orderNumber')}>{placed.orderId}</SummaryRow>
        {placed.radios.map((radio) => {
          const name = radioNameOf({ ...radio, deviceType: null }, devices, t);
          return (
            <SummaryRow
              key={radio.deviceRef}
              label={t('multiRadio.review.radio', { radio: name, lastFour: radio.radioIdLastFour })}
            >
              {radio.packageName}
            </SummaryRow>
          );
        })}
        {placed.mrdDiscount ? (
          <SummaryRow label={t('multiRadio.thanks.discount')} amount>
            {`−${formatMoney(placed.mrdDiscount, locale)}`}
          </SummaryRow>
        ) : null}
        <SummaryRow label={t('multiRadio.thanks.charged')} amount>
          {formatMoney(placed.amountCharged, locale)}
        </SummaryRow>
      </Summary>
      <p>{t('multiRadio.thanks.email', { email: placed.email })}</p>
      {children}
      <div className={styles.actions}>
        <Link to="/account/manage" className={buttonClassName()}>
          {t('multiRadio.thanks.account')}
        </Link>
      </div>
    </Card>
  );
}

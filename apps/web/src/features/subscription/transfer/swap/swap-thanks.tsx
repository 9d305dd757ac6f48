import { useEffect, useId, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Card, Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import { MoveThanksEnd } from '../move-thanks-end.tsx';
import { MovedTermRows } from '../moved-term-rows.tsx';
import styles from '../transfer.module.css';
import { trackTransferPage } from '../transfer-analytics.ts';
import { transferPathOf } from '../transfer-paths.ts';
import { forgetAcscEntries } from '../transfer-queries.ts';
import { useSwap } from './use-swap.ts';

/**
 * `swap/thanks`: the new radio carries the plan and its remaining term, the old one is closed,
 * nothing was charged; registration on the spot where no sign-in owns the account, and Listen
 * now. Without a swap this visit, the swap page.
 */
export function SwapThanks() {
  const t = useT();
  const services = useAppServices();
  const { search } = useLocation();
  const { state } = useSwap();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const placed = state.placed;
  useEffect(() => {
    if (!placed) return;
    forgetAcscEntries(services);
    heading.current?.focus();
    trackTransferPage(services.dataLayer, 'swap.thanks');
  }, [placed, services]);
  if (!placed) return <Navigate to={transferPathOf('swap', search)} replace />;
  const { transfer } = placed;
  return (
    <Card aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {t('transfer.swap.thanks.title')}
      </h1>
      <p className={styles.lead}>
        {t('transfer.swap.thanks.lead', {
          plan: transfer.planName,
          lastFour: placed.newRadioIdLastFour,
          oldLastFour: placed.oldRadioIdLastFour,
        })}
      </p>
      <Summary>
        <SummaryRow label={t('transfer.thanks.orderNumber')}>{placed.orderId}</SummaryRow>
        <MovedTermRows transfer={transfer} charged={placed.amountCharged} />
      </Summary>
      <MoveThanksEnd result={placed} />
    </Card>
  );
}

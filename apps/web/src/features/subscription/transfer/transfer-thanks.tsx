import { formatMoney, type Locale } from '@orbit/domain';
import { useEffect, useId, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { buttonClassName, Card, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import { MoveThanksEnd } from './move-thanks-end.tsx';
import { MovedTermRows } from './moved-term-rows.tsx';
import styles from './transfer.module.css';
import { trackTransferPage } from './transfer-analytics.ts';
import { transferPathOf } from './transfer-paths.ts';
import { forgetAcscEntries } from './transfer-queries.ts';
import { useTransferVisit } from './use-transfer.ts';

/** The change-plan page of one subscription: where the plan that follows a trial is chosen. */
export function followOnPath(subscriptionId: string): string {
  return `/subscription/change?${new URLSearchParams({ subscriptionid: subscriptionId })}`;
}

/**
 * `thanks` (and `port/thanks`): the plan moved — its order number, the radio it is on now, what
 * became of the old one, the paid days that moved and the next bill (nothing charged today) — or
 * the new radio on the account, its trial running on, with the way to choose the plan that
 * follows it. Registration on the spot for an account with no sign-in, then Listen now on the
 * subscription (`MoveThanksEnd`). Without a transfer this visit
 * (a reload, a new tab), back to the link's page.
 */
export function TransferThanks() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const formatDay = useFormatDay();
  const services = useAppServices();
  const { search } = useLocation();
  const { state } = useTransferVisit();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const placed = state.placed;
  useEffect(() => {
    if (!placed) return;
    // The account changed: a later visit asks the identification again (never while the
    // page that asked it is still on screen, which would ask it at once).
    forgetAcscEntries(services);
    heading.current?.focus();
    trackTransferPage(services.dataLayer, `thanks.${placed.kind}`);
  }, [placed, services]);
  if (!placed) return <Navigate to={transferPathOf('addRadio', search)} replace />;

  if (placed.kind === 'consolidated') {
    const { result } = placed;
    return (
      <Card aria-labelledby={headingId} className={styles.page}>
        <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
          {t('transfer.thanks.consolidated.title')}
        </h1>
        <p className={styles.lead}>
          {t('transfer.thanks.consolidated.lead', {
            lastFour: result.radioIdLastFour,
            account: result.accountNumberLastFour,
          })}
        </p>
        <Summary>
          <SummaryRow label={t('transfer.thanks.orderNumber')}>{result.orderId}</SummaryRow>
          <SummaryRow label={t('transfer.review.trial')}>
            {t('transfer.review.trialRuns', {
              plan: placed.trialPlanName,
              date: formatDay(result.trialEndsOn),
            })}
          </SummaryRow>
          <SummaryRow label={t('transfer.review.followOn')}>
            {placed.followOnName ?? t('transfer.plan.noneChosen')}
          </SummaryRow>
          <SummaryRow label={t('transfer.thanks.charged')} amount>
            {formatMoney(result.amountCharged, locale)}
          </SummaryRow>
        </Summary>
        {result.hasFollowOn ? null : (
          <div className={styles.actions}>
            <Link to={followOnPath(result.subscriptionId)} className={buttonClassName('secondary')}>
              {t('transfer.followOn.choose')}
            </Link>
          </div>
        )}
        <MoveThanksEnd result={result} />
      </Card>
    );
  }

  const { result } = placed;
  const { transfer } = result;
  return (
    <Card aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {t('transfer.thanks.moved.title')}
      </h1>
      <p className={styles.lead}>
        {t('transfer.thanks.moved.lead', {
          plan: transfer.planName,
          lastFour: result.newRadioIdLastFour,
        })}
      </p>
      <Summary>
        <SummaryRow label={t('transfer.thanks.orderNumber')}>{result.orderId}</SummaryRow>
        <SummaryRow label={t('transfer.review.plan')}>{transfer.planName}</SummaryRow>
        <SummaryRow label={t('transfer.review.to')}>
          {t('transfer.radio.plain', { lastFour: result.newRadioIdLastFour })}
        </SummaryRow>
        <SummaryRow label={t('transfer.review.from')}>
          {t(
            result.oldRadioAfter === 'inactive'
              ? 'transfer.review.fromKept'
              : 'transfer.review.fromClosed',
            {
              radio: t('transfer.radio.plain', { lastFour: result.oldRadioIdLastFour }),
            },
          )}
        </SummaryRow>
        <MovedTermRows transfer={transfer} charged={result.amountCharged} />
      </Summary>
      <MoveThanksEnd result={result} />
    </Card>
  );
}

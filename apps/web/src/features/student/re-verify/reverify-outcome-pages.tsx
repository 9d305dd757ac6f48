import { formatMoney, type Locale, moneySchema } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { buttonClassName, Card, FullPageLoader } from '../../../shared/ui/index.ts';
import { ownAccountQuery, RegisterOnSpot } from '../../checkout/flow-kit/index.ts';
import styles from './reverify.module.css';
import { useTrackedPage } from './reverify-landing-page.tsx';
import { ACCOUNT_PATH, REVERIFY_PATH, reverifyHref, reverifyQueryOf } from './reverify-paths.ts';

/**
 * The account as it stands after the change (the signed-in owner's, or the one the renewed link
 * identified), and its streaming plan.
 */
function useStreamingPlan() {
  const services = useAppServices();
  const own = useQuery(ownAccountQuery(services, { orIdentified: true }));
  const account = own.data?.kind === 'account' ? own.data.account : undefined;
  const subscription = account?.subscriptions.find((sub) => sub.serviceType === 'streaming');
  return { loading: own.isPending, account, subscription };
}

function AccountLink() {
  const t = useT();
  return (
    <div className={styles.actions}>
      <Link className={buttonClassName('primary')} to={ACCOUNT_PATH}>
        {t('reverify.complete.account')}
      </Link>
    </div>
  );
}

/**
 * `/student/re-verify/roll-over-complete` (flows §6): the student plan waits for the renewal —
 * its day and name from the account's pending change — and, for an account with no sign-in yet,
 * registration on the spot.
 */
export function RollOverCompletePage() {
  const t = useT();
  const formatDay = useFormatDay();
  const { loading, account, subscription } = useStreamingPlan();
  useTrackedPage(loading ? null : 'rollOverComplete');
  if (loading) return <FullPageLoader label={t('reverify.confirm.loading')} />;
  const pending = subscription?.pendingPlanChange;
  return (
    <Card className={styles.card}>
      <h1>{t('reverify.rolloverComplete.title')}</h1>
      <p className={styles.lead}>
        {pending
          ? t('reverify.rolloverComplete.body', { date: formatDay(pending.effectiveOn) })
          : t('reverify.rolloverComplete.pending')}
      </p>
      <RegisterOnSpot accountNumber={account?.accountNumber} email={account?.email} />
      <AccountLink />
    </Card>
  );
}

/** `/student/re-verify/complete` (flows §6): the student plan runs now; what was charged today. */
export function OfferCompletePage() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { state } = useLocation();
  useTrackedPage('complete');
  const charged = moneySchema.safeParse(
    (state as { amountCharged?: unknown } | null)?.amountCharged,
  );
  return (
    <Card className={styles.card}>
      <h1>{t('reverify.complete.title')}</h1>
      <p className={styles.lead}>{t('reverify.complete.body')}</p>
      {charged.success ? (
        <p>{t('reverify.complete.charged', { amount: formatMoney(charged.data, locale) })}</p>
      ) : null}
      <AccountLink />
    </Card>
  );
}

/** `/student/re-verify/confirm/error` (flows §6): nothing was charged; back to the link or sign in. */
export function ReverifyErrorPage() {
  const t = useT();
  const query = reverifyQueryOf(useSearchParams()[0]);
  useTrackedPage('error');
  return (
    <Card className={styles.card}>
      <h1>{t('reverify.error.title')}</h1>
      <p className={styles.lead}>{t('reverify.error.body')}</p>
      <div className={styles.actions}>
        {query.tkn ? (
          <Link
            className={buttonClassName('primary')}
            to={reverifyHref(REVERIFY_PATH, { tkn: query.tkn, programCode: query.programCode })}
          >
            {t('reverify.error.again')}
          </Link>
        ) : null}
        <Link className={buttonClassName('secondary')} to={ACCOUNT_PATH}>
          {t('reverify.invalid.signIn')}
        </Link>
      </div>
    </Card>
  );
}

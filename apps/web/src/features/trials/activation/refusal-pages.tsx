import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { buttonClassName, Card } from '../../../shared/ui/index.ts';
import styles from './activation.module.css';
import { useActivationPage } from './activation-analytics.ts';
import { ActivationHeading } from './activation-heading.tsx';
import {
  ACCOUNT_PATH,
  type RefusalOutcome,
  SATELLITE_ORGANIC_PATH,
  signInPathBackTo,
  TWO_STEP_PATH,
} from './activation-paths.ts';
import type { ActivationFlowName } from './activation-store.ts';

/** Each refusal's words and its next step: a page to go on to, or the care line. */
const REFUSALS: Readonly<
  Record<RefusalOutcome, { key: string; component: string; next: { to: string; label: string } }>
> = {
  TRIAL_EXPIRED: {
    key: 'expired',
    component: 'trialexpiredoverlay',
    next: { to: SATELLITE_ORGANIC_PATH, label: 'activation.refusal.expired.next' },
  },
  ALREADY_ACTIVE_SELF_PAY: {
    key: 'selfPay',
    component: 'alreadyactiveselfpayerror',
    next: { to: signInPathBackTo(ACCOUNT_PATH), label: 'activation.refusal.selfPay.next' },
  },
  NOT_ELIGIBLE: {
    key: 'notEligible',
    component: 'noteligibleerror',
    next: { to: SATELLITE_ORGANIC_PATH, label: 'activation.refusal.notEligible.next' },
  },
  CANT_BE_COMPLETED_ONLINE: {
    key: 'offline',
    component: 'cantbecompletedonlineerror',
    next: { to: TWO_STEP_PATH, label: 'activation.refusal.offline.next' },
  },
};

/** The care line as a link a phone can call. */
export function CarePhone() {
  const t = useT();
  const { care } = useAppConfig();
  return (
    <p>
      {t('activation.care.call')}{' '}
      <a href={`tel:${care.phone.replace(/[^0-9+]/g, '')}`} className={styles.phone}>
        {care.phone}
      </a>
    </p>
  );
}

/**
 * The pages of a trial that cannot be claimed online (flows §3.1): the trial-expired overlay and
 * the already-active-self-pay, not-eligible and can't-be-completed-online errors, each saying
 * why, with a next step and the care line from the configuration.
 */
export function RefusalPage({
  outcome,
  flow,
}: {
  outcome: RefusalOutcome;
  flow: ActivationFlowName;
}) {
  const t = useT();
  const refusal = REFUSALS[outcome];
  useActivationPage(flow, refusal.component);
  return (
    <Card className={styles.card}>
      <ActivationHeading>{t(`activation.refusal.${refusal.key}.title`)}</ActivationHeading>
      <p className={styles.lead}>{t(`activation.refusal.${refusal.key}.body`)}</p>
      <div className={styles.actions}>
        <Link to={refusal.next.to} className={buttonClassName('primary')}>
          {t(refusal.next.label)}
        </Link>
      </div>
      <CarePhone />
    </Card>
  );
}

/** A link that is not (or no longer) valid: it can't say which radio, the radio can be found. */
export function InvalidLinkPage({ flow }: { flow: ActivationFlowName }) {
  const t = useT();
  useActivationPage(flow, 'invalidlink');
  return (
    <Card className={styles.card}>
      <ActivationHeading>{t('activation.invalidLink.title')}</ActivationHeading>
      <p className={styles.lead}>{t('activation.invalidLink.body')}</p>
      <div className={styles.actions}>
        <Link to={TWO_STEP_PATH} className={buttonClassName('primary')}>
          {t('activation.invalidLink.next')}
        </Link>
      </div>
      <CarePhone />
    </Card>
  );
}

/** An offer that got no answer: try the link again, or call. */
export function OfferFailedPage({ flow, onRetry }: { flow: ActivationFlowName; onRetry(): void }) {
  const t = useT();
  useActivationPage(flow, 'offerfailed');
  return (
    <Card className={styles.card}>
      <ActivationHeading>{t('activation.failed.title')}</ActivationHeading>
      <p className={styles.lead}>{t('activation.failed.body')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('primary')} onClick={onRetry}>
          {t('activation.failed.retry')}
        </button>
      </div>
      <CarePhone />
    </Card>
  );
}

import type { AccountSubscription } from '@orbit/domain';
import { Link } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, buttonClassName } from '../../../shared/ui/index.ts';
import { trialConsentPath } from '../guard/account-links.ts';
import styles from './dashboard.module.css';

/**
 * A Quebec trial's notice (ADR 075): while its consent to become paid is missing, when the trial
 * ends, that without consent it simply ends, and the way to the consent page; once given, that
 * it is recorded.
 */
export function TrialConsentNotice({ subscription }: { subscription: AccountSubscription }) {
  const t = useT();
  const day = useFormatDay();
  if (subscription.trialConsent === 'given') {
    return <p className={styles.itemNote}>{t('account.subscription.consent.given')}</p>;
  }
  if (subscription.trialConsent !== 'asked' || !subscription.renewalDate) return null;
  return (
    <Alert tone="warning">
      <p>{t('account.subscription.consent.asked', { date: day(subscription.renewalDate) })}</p>
      <p>
        <Link to={trialConsentPath(subscription.id)} className={buttonClassName('primary')}>
          {t('account.subscription.consent.give')}
        </Link>
      </p>
    </Alert>
  );
}

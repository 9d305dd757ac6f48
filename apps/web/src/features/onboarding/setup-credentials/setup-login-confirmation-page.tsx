import { Link, Navigate } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, buttonClassName, Card } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import styles from '../onboarding.module.css';
import { useOnboardingJourney } from '../onboarding-journey.tsx';
import {
  ACCOUNT_PATH,
  REGISTRATION_PATH,
  SETUP_CREDENTIALS_PATH,
  SIGN_IN_PATH,
  signInPathBackTo,
} from '../onboarding-paths.ts';

/**
 * `setup-login-confirmation`: the streaming sign-in is ready — the username it signs in with
 * (masked), whether the account's email changed too, sign in now, and the optional
 * `registration` for managing the account online. Opened without credentials set up in this
 * visit, it sends the customer to find their account.
 */
export function SetupLoginConfirmationPage() {
  const t = useT();
  const { credentials } = useOnboardingJourney();
  if (!credentials) return <Navigate to={SETUP_CREDENTIALS_PATH} replace />;
  return (
    <Card className={styles.card}>
      <StepHeading>{t('onboarding.confirmation.title')}</StepHeading>
      <Alert tone="success">
        <p>{t('onboarding.confirmation.body', { username: credentials.maskedUsername })}</p>
        {credentials.accountEmailUpdated ? (
          <p>{t('onboarding.confirmation.emailUpdated')}</p>
        ) : null}
      </Alert>
      <p className={styles.lead}>{t('onboarding.confirmation.apps')}</p>
      <div className={styles.actions}>
        <Link to={SIGN_IN_PATH} className={buttonClassName('primary')}>
          {t('onboarding.next.signIn')}
        </Link>
        <Link to={REGISTRATION_PATH} className={buttonClassName('secondary')}>
          {t('onboarding.confirmation.registration')}
        </Link>
      </div>
    </Card>
  );
}

/**
 * `registration` (optional, after the confirmation): the new sign-in also opens the account
 * online — the plan, the bill, the details — so registering is signing in with it and landing
 * on the account (ADR 058). Nothing is asked twice.
 */
export function RegistrationPage() {
  const t = useT();
  const { credentials } = useOnboardingJourney();
  if (!credentials) return <Navigate to={SETUP_CREDENTIALS_PATH} replace />;
  return (
    <Card className={styles.card}>
      <StepHeading>{t('onboarding.registration.title')}</StepHeading>
      <p className={styles.lead}>
        {t('onboarding.registration.body', { username: credentials.maskedUsername })}
      </p>
      <div className={styles.actions}>
        <Link to={signInPathBackTo(ACCOUNT_PATH)} className={buttonClassName('primary')}>
          {t('onboarding.registration.signIn')}
        </Link>
      </div>
    </Card>
  );
}

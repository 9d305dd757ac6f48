import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert } from '../../../shared/ui/index.ts';
import styles from '../identity.module.css';
import { RecoveryCard } from './recovery-card.tsx';
import { RecoveryOptions } from './recovery-options.tsx';
import { CREDENTIALS_PATH, SIGN_IN_PATH } from './recovery-paths.ts';

const SIGN_IN_HERE = `${SIGN_IN_PATH}?${new URLSearchParams({ redirectTo: CREDENTIALS_PATH })}`;

/**
 * `account/credentials` for a visitor who is not signed in (flows §7.3 `''`): forgot password,
 * forgot username, verify your account; or sign in to change the sign-in details.
 */
export function RecoveryChooser({ notice }: { notice?: string | undefined }) {
  const t = useT();
  return (
    <RecoveryCard page="recoveryChooser" title={t('route.accountCredentials.title')}>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <p className={styles.lead}>{t('identity.recovery.chooser.lead')}</p>
      <RecoveryOptions options={['forgotPassword', 'forgotUsername', 'verifyAccount']} />
      <p className={styles.links}>
        <span>
          {t('identity.recovery.chooser.signInText')}{' '}
          <Link to={SIGN_IN_HERE}>{t('identity.credentials.signInCta')}</Link>
        </span>
      </p>
    </RecoveryCard>
  );
}

import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, buttonClassName } from '../../../shared/ui/index.ts';
import styles from '../identity.module.css';
import { RecoveryCard } from './recovery-card.tsx';
import { SIGN_IN_PATH } from './recovery-paths.ts';

/**
 * `update-password-confirmation` (flows §7.3): where the reset page goes once the new password
 * is saved. The server ended every session of the sign-in, so the way on is to sign in again.
 */
export function PasswordUpdatedPage() {
  const t = useT();
  return (
    <RecoveryCard
      page="updatePasswordConfirmation"
      title={t('identity.recovery.updated.title')}
      focusHeading
    >
      <Alert tone="success">{t('identity.reset.done')}</Alert>
      <p className={styles.lead}>{t('identity.recovery.updated.sessions')}</p>
      <div className={styles.actions}>
        <Link to={SIGN_IN_PATH} className={buttonClassName('primary')}>
          {t('identity.signUp.signIn')}
        </Link>
      </div>
    </RecoveryCard>
  );
}

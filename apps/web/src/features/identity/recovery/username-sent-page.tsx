import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert } from '../../../shared/ui/index.ts';
import styles from '../identity.module.css';
import { RecoveryCard } from './recovery-card.tsx';
import { recoveryPath, SIGN_IN_PATH } from './recovery-paths.ts';

/**
 * `forgot-username-mail-sent-confirmation` (flows §7.3), also shown at
 * `forgot-username-same-mail-confirmation`: the reference told apart a username that is the email
 * itself, which only a lookup can know; here one page says both, conditionally, so nothing
 * reveals whether an account matched.
 */
export function UsernameSentPage() {
  const t = useT();
  return (
    <RecoveryCard
      page="forgotUsernameMailSentConfirmation"
      title={t('identity.recovery.usernameSent.title')}
      focusHeading
    >
      <Alert tone="success">{t('identity.recovery.usernameSent.body')}</Alert>
      <p className={styles.lead}>{t('identity.recovery.usernameSent.sameMail')}</p>
      <p className={styles.lead}>{t('identity.recovery.usernameSent.tip')}</p>
      <ul className={styles.links}>
        <li>
          <Link to={SIGN_IN_PATH}>{t('identity.recovery.usernameSent.signIn')}</Link>
        </li>
        <li>
          <Link to={recoveryPath('forgotPassword')}>
            {t('identity.recovery.option.forgotPassword')}
          </Link>
        </li>
      </ul>
    </RecoveryCard>
  );
}

import { PASSWORD_RESET_LIMITS } from '@orbit/domain';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert } from '../../../shared/ui/index.ts';
import styles from '../identity.module.css';
import { withRedirect } from '../redirect-target.ts';
import { RecoveryCard } from './recovery-card.tsx';
import { recoveryPath, SIGN_IN_PATH } from './recovery-paths.ts';
import { resetSentStateOf } from './reset-sent-state.ts';

const MINUTES = PASSWORD_RESET_LIMITS.ttlSeconds / 60;

/**
 * `reset-password-mail-confirmation` / `reset-password-text-confirmation` (flows §7.3): the
 * reset link is on its way if an account matches. Worded the same whether or not one did, so
 * the page tells nobody whether a sign-in exists.
 */
export function ResetLinkSentPage({ channel }: { channel: 'email' | 'text' }) {
  const t = useT();
  const location = useLocation();
  const { phoneLastFour } = resetSentStateOf(location.state);
  const body =
    channel === 'email'
      ? t('identity.recovery.resetMail.body', { minutes: MINUTES })
      : phoneLastFour
        ? t('identity.recovery.resetText.body', { last4: phoneLastFour, minutes: MINUTES })
        : t('identity.recovery.resetText.bodyNoNumber', { minutes: MINUTES });
  return (
    <RecoveryCard
      page={channel === 'email' ? 'resetPasswordMailConfirmation' : 'resetPasswordTextConfirmation'}
      title={t(
        channel === 'email'
          ? 'identity.recovery.resetMail.title'
          : 'identity.recovery.resetText.title',
      )}
      focusHeading
    >
      <Alert tone="success">{body}</Alert>
      <p className={styles.lead}>
        {t(
          channel === 'email'
            ? 'identity.recovery.resetMail.tip'
            : 'identity.recovery.resetText.tip',
        )}
      </p>
      <ul className={styles.links}>
        <li>
          <Link to={withRedirect(recoveryPath('forgotPassword'), location.search)}>
            {t('identity.recovery.tryAgain')}
          </Link>
        </li>
        <li>
          <Link to={withRedirect(SIGN_IN_PATH, location.search)}>{t('identity.forgot.back')}</Link>
        </li>
      </ul>
    </RecoveryCard>
  );
}

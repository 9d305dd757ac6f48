import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Alert } from '../../../shared/ui/index.ts';
import styles from '../identity.module.css';
import { withRedirect } from '../redirect-target.ts';
import { RecoveryCard } from './recovery-card.tsx';
import { recoveryPath } from './recovery-paths.ts';

/**
 * `account-not-found` (flows §7.3): reached only when forgot-password was given an entry no
 * sign-in can have (neither an email nor a username), decided in the browser. It is never the
 * answer of a lookup, so it says nothing about which accounts exist. Offers the other ways in.
 */
export function AccountNotFoundPage() {
  const t = useT();
  const { care } = useAppConfig();
  const { search } = useLocation();
  return (
    <RecoveryCard page="accountNotFound" title={t('identity.recovery.notFound.title')} focusHeading>
      <Alert tone="warning">{t('identity.recovery.notFound.body')}</Alert>
      <p className={styles.lead}>{t('identity.recovery.notFound.call', { phone: care.phone })}</p>
      <ul className={styles.links}>
        <li>
          <Link to={withRedirect(recoveryPath('forgotPassword'), search)}>
            {t('identity.recovery.tryAgain')}
          </Link>
        </li>
        <li>
          <Link to={recoveryPath('forgotUsername')}>
            {t('identity.recovery.option.forgotUsername')}
          </Link>
        </li>
        <li>
          <Link to={recoveryPath('verifyAccount')}>
            {t('identity.recovery.option.verifyAccount')}
          </Link>
        </li>
      </ul>
    </RecoveryCard>
  );
}

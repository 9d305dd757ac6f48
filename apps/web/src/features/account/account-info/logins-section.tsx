import { maskUsername } from '@orbit/domain';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { SectionCard } from '../area/section-card.tsx';
import { CREDENTIALS_PATH, signInPath } from '../guard/account-links.ts';
import { useGuardedAccount } from '../guard/guarded-account.ts';
import styles from './account-info.module.css';

/**
 * The two sign-ins an account can have: the account login (this site) and the streaming login
 * of its streaming subscriptions, with where to change or recover them. The signed-in owner
 * reads their own login in full (it is theirs, and the server sends it only to them); anyone else
 * never sees it whole: the server sends them none, and one that came would still be masked.
 * The streaming login comes masked from the server.
 */
export function LoginsSection() {
  const t = useT();
  const location = useLocation();
  const { account, canManage } = useGuardedAccount();
  const streaming = account.subscriptions.find((s) => s.streamingCredentials)?.streamingCredentials;
  return (
    <SectionCard title={t('account.logins.title')}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('account.logins.account')}</dt>
          <dd>
            {account.username
              ? canManage
                ? account.username
                : maskUsername(account.username)
              : t(canManage ? 'account.logins.accountNone' : 'account.logins.hidden')}
          </dd>
        </div>
        {streaming ? (
          <div className={styles.fact}>
            <dt>{t('account.logins.streaming')}</dt>
            <dd>{streaming.maskedUsername}</dd>
          </div>
        ) : null}
      </dl>
      <ul className={styles.links}>
        {canManage ? null : (
          <li>
            <Link to={signInPath(location)}>{t('account.logins.signIn')}</Link>
          </li>
        )}
        <li>
          <Link to={CREDENTIALS_PATH}>{t('account.logins.recover')}</Link>
        </li>
      </ul>
    </SectionCard>
  );
}

import { maskUsername, type UpdateStreamingResult } from '@orbit/domain';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { CREDENTIALS_PATH, signInPath } from '../guard/account-links.ts';
import { useGuardedAccount } from '../guard/guarded-account.ts';
import styles from './account-info.module.css';
import { EditableSection } from './editable-section.tsx';
import { streamingSubscriptionOf } from './streaming-login-check.ts';
import { StreamingLoginForm } from './streaming-login-form.tsx';

/**
 * The two sign-ins an account can have: the account login (this site) and the streaming login
 * of its streaming subscriptions, with where to change or recover them. The signed-in owner
 * reads their own login in full (it is theirs, and the server sends it only to them); anyone else
 * never sees it whole: the server sends them none, and one that came would still be masked.
 * The streaming login comes masked from the server; the owner may change it here (the account
 * login changes on the credentials page, with its current password).
 */
export function LoginsSection() {
  const t = useT();
  const location = useLocation();
  const { account, canManage } = useGuardedAccount();
  const [saved, setSaved] = useState<UpdateStreamingResult>();
  // A separate streaming login is shown (and may be changed) before the owner's own.
  const subscription = streamingSubscriptionOf(account.subscriptions);
  const streaming =
    subscription?.streamingCredentials ??
    account.subscriptions.find((candidate) => candidate.streamingCredentials)?.streamingCredentials;
  return (
    <EditableSection
      title={t('account.logins.title')}
      editLabel={{
        text: t('account.edit'),
        name: t('account.streamingLogin.edit'),
      }}
      savedText={t(
        saved?.accountEmailUpdated
          ? 'account.streamingLogin.savedWithEmail'
          : 'account.streamingLogin.saved',
      )}
      canEdit={canManage && subscription !== undefined}
      view={
        <>
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
        </>
      }
      editor={(close) =>
        subscription && streaming ? (
          <StreamingLoginForm
            subscriptionId={subscription.id}
            currentLogin={streaming.maskedUsername}
            onDone={(result) => {
              setSaved(result);
              close(result !== undefined);
            }}
          />
        ) : null
      }
    />
  );
}

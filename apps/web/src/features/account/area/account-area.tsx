import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useRouteHandle } from '../../../shared/routing/route-handle.ts';
import { Alert } from '../../../shared/ui/index.ts';
import { signInPath } from '../guard/account-links.ts';
import { useGuardedAccount } from '../guard/guarded-account.ts';
import styles from './account-area.module.css';
import { AccountNav, type AccountSection } from './account-nav.tsx';

/**
 * The frame of every account page: the greeting, the page title, the account number, the
 * sections' navigation, and for a visitor who is identified but not signed in, why they see a
 * summary only and where to sign in.
 */
export function AccountArea({
  section,
  children,
}: {
  section: AccountSection;
  children: ReactNode;
}) {
  const t = useT();
  const { titleKey } = useRouteHandle();
  const { account, canManage } = useGuardedAccount();
  const location = useLocation();
  return (
    <div className={styles.area}>
      <header className={styles.header}>
        <p className={styles.greeting}>
          {t('account.header.greeting', { name: account.firstName })}
        </p>
        <h1 className={styles.title}>{t(titleKey ?? 'account.title')}</h1>
        <p className={styles.number}>
          {t('account.header.accountNumber', { number: account.accountNumber })}
        </p>
      </header>
      {canManage ? null : (
        <Alert tone="info" title={t('account.identified.title')}>
          <p>{t('account.identified.body')}</p>
          <p>
            <Link to={signInPath(location)}>{t('account.identified.signIn')}</Link>
          </p>
        </Alert>
      )}
      <AccountNav current={section} />
      <div className={styles.sections}>{children}</div>
    </div>
  );
}

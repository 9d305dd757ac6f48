import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import {
  ACCOUNT_INFO_PATH,
  BILLING_PATH,
  DEVICES_AND_SIGN_INS_PATH,
  MANAGE_PATH,
} from '../guard/account-links.ts';
import styles from './account-area.module.css';

export type AccountSection = 'dashboard' | 'billing' | 'accountInfo' | 'devices';

const SECTIONS: readonly { section: AccountSection; to: string; label: string }[] = [
  { section: 'dashboard', to: MANAGE_PATH, label: 'account.nav.dashboard' },
  { section: 'billing', to: BILLING_PATH, label: 'account.nav.billing' },
  { section: 'accountInfo', to: ACCOUNT_INFO_PATH, label: 'account.nav.accountInfo' },
  // A page of its own, outside the account frame: it is the sign-in's, not the account's (ADR 078).
  { section: 'devices', to: DEVICES_AND_SIGN_INS_PATH, label: 'account.nav.devices' },
];

/** The account's sections; the one on screen is marked current for assistive tech too. */
export function AccountNav({ current }: { current: AccountSection }) {
  const t = useT();
  return (
    <nav aria-label={t('account.nav.label')} className={styles.nav}>
      <ul className={styles.navList}>
        {SECTIONS.map(({ section, to, label }) => (
          <li key={section}>
            <Link
              to={to}
              className={styles.navLink}
              aria-current={section === current ? 'page' : undefined}
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

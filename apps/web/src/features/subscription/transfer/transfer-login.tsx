import { Navigate, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useOrbitSession } from '../../../shared/services/use-orbit-session.ts';
import { Alert } from '../../../shared/ui/index.ts';
import { SignInPage } from '../../identity/index.ts';
import styles from './transfer.module.css';
import { type TransferPage, transferLinkOf, transferPathOf } from './transfer-paths.ts';

/**
 * `login` (flows §8.1): the identity's sign-in on the page, coming back to `login-router` with
 * the link's query; a customer already signed in goes straight on.
 */
export function TransferLoginPage() {
  const t = useT();
  const { search } = useLocation();
  const { status, authenticated } = useOrbitSession();
  if (status === 'ready' && authenticated) {
    return <Navigate to={transferPathOf('loginRouter', search)} replace />;
  }
  return (
    <div className={styles.page}>
      <Alert tone="info">{t('transfer.login.why')}</Alert>
      <SignInPage returnTo={transferPathOf('loginRouter', search)} />
    </div>
  );
}

/** Which page a signed-in customer goes on to: the link's mode says what they came to do. */
export function pageAfterSignIn(search: string): TransferPage {
  const { mode } = transferLinkOf(search);
  if (mode === 'swap') return 'swap';
  if (mode === 'port') return 'port';
  return 'addRadio';
}

/**
 * `login-router`: where a customer lands once signed in — the page the link's mode names, which
 * asks the account (`account/acsc`) as its owner; still not signed in, back to `login`.
 */
export function TransferLoginRouter() {
  const { search } = useLocation();
  const { status, authenticated } = useOrbitSession();
  if (status === 'idle' || status === 'starting') return null;
  if (!authenticated) return <Navigate to={transferPathOf('login', search)} replace />;
  return <Navigate to={transferPathOf(pageAfterSignIn(search), search)} replace />;
}

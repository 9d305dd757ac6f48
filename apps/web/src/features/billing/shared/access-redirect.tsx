import { Navigate, useLocation } from 'react-router';
import type { Failure } from '../../../shared/errors/index.ts';
import { ACCOUNT_LOOKUP_PATH, signInPath } from './billing-links.ts';

/**
 * Where a page goes when the session may not see the account: to sign in (401, then back
 * here), or to the lookup that proves last name, phone and zip (403 VERIFICATION_REQUIRED).
 */
export function AccessRedirect({ failure }: { failure: Failure }) {
  const location = useLocation();
  if (failure.kind === 'verificationRequired') return <Navigate to={ACCOUNT_LOOKUP_PATH} replace />;
  return <Navigate to={signInPath(location)} replace />;
}

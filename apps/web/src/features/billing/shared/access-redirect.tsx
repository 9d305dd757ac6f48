import { Navigate, useLocation } from 'react-router';
import type { BillingFailure } from '../billing-failure.ts';
import { ACCOUNT_LOOKUP_PATH, signInPath } from './billing-links.ts';

/**
 * Where a page goes when the session may not see the account: to sign in (401, then back
 * here), or to the lookup that proves last name, phone and zip (403 VERIFICATION_REQUIRED).
 */
export function AccessRedirect({ failure }: { failure: BillingFailure }) {
  const location = useLocation();
  if (failure.kind === 'verify') return <Navigate to={ACCOUNT_LOOKUP_PATH} replace />;
  return <Navigate to={signInPath(location)} replace />;
}

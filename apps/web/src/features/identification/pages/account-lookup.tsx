import { AccountLookupPage } from '../account-lookup/account-lookup-page.tsx';

/** Route module of `subscribe/checkout/flepz` (and the root path): find your account. */
export function Component() {
  return <AccountLookupPage />;
}

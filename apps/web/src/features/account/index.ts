/**
 * What other features use of the account area: its guard, the account it loaded, and the
 * account's reads in the cache (a payment changes the account).
 */
export { accountKeys, accountQuery } from './account-queries.ts';
export { AccountGuard } from './guard/account-guard.tsx';
export { signInPath } from './guard/account-links.ts';
export { type GuardedAccount, useGuardedAccount } from './guard/guarded-account.ts';

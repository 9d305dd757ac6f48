/** What other features use of the account area: its guard and the account it loaded. */
export type { AccountCalls } from './account-calls.ts';
export { AccountCallsProvider } from './account-calls-context.tsx';
export { ACCOUNT_QUERY_KEY, AccountGuard } from './guard/account-guard.tsx';
export { type GuardedAccount, useGuardedAccount } from './guard/guarded-account.ts';

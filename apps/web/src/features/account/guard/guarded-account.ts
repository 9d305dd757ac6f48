import type { CareAccount } from '@orbit/domain';
import { createContext, useContext } from 'react';

export interface GuardedAccount {
  account: CareAccount;
  /** Signed in as the account's owner: everything can be changed. */
  canManage: boolean;
}

export const GuardedAccountContext = createContext<GuardedAccount | null>(null);

/** The account the AccountGuard above has loaded. */
export function useGuardedAccount(): GuardedAccount {
  const guarded = useContext(GuardedAccountContext);
  if (!guarded) throw new Error('useGuardedAccount must be used inside <AccountGuard>.');
  return guarded;
}

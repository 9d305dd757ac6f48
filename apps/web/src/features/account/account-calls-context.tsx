import { accountCalls } from '@orbit/sdk';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useCareCalls } from '../../shared/services/use-care-calls.ts';
import type { AccountCalls } from './account-calls.ts';
import { careAccountCalls } from './care-account-calls.ts';

const AccountCallsContext = createContext<AccountCalls | null>(null);

/** Gives the account pages other calls than the app's care API (tests give fakes). */
export function AccountCallsProvider({
  calls,
  children,
}: {
  calls: AccountCalls;
  children: ReactNode;
}) {
  return <AccountCallsContext value={calls}>{children}</AccountCallsContext>;
}

/** The account calls: the provided ones, else the app's care account calls. */
export function useAccountCalls(): AccountCalls {
  const provided = useContext(AccountCallsContext);
  const care = useCareCalls(accountCalls);
  return useMemo(() => provided ?? careAccountCalls(care), [provided, care]);
}

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useAppServices } from '../../shared/services/app-services.tsx';
import type { AccountCalls } from './account-calls.ts';
import { careAccountCalls } from './care-account-calls.ts';

const AccountCallsContext = createContext<AccountCalls | null>(null);

/** Gives the account pages other calls than the app's care client (tests give fakes). */
export function AccountCallsProvider({
  calls,
  children,
}: {
  calls: AccountCalls;
  children: ReactNode;
}) {
  return <AccountCallsContext value={calls}>{children}</AccountCallsContext>;
}

/** The account calls: the provided ones, else the app's care client's. */
export function useAccountCalls(): AccountCalls {
  const provided = useContext(AccountCallsContext);
  const { care } = useAppServices();
  return useMemo(() => provided ?? careAccountCalls(care), [provided, care]);
}

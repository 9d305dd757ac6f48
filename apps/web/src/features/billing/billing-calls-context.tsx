import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useAppServices } from '../../shared/services/app-services.tsx';
import type { BillingCalls } from './billing-calls.ts';
import { sdkBillingCalls } from './sdk-billing-calls.ts';

const BillingCallsContext = createContext<BillingCalls | null>(null);

/** Gives the billing pages other calls than the app's SDK (tests give fakes). */
export function BillingCallsProvider({
  calls,
  children,
}: {
  calls: BillingCalls;
  children: ReactNode;
}) {
  return <BillingCallsContext value={calls}>{children}</BillingCallsContext>;
}

/** The billing calls: the provided ones, else the app's SDK's. */
export function useBillingCalls(): BillingCalls {
  const provided = useContext(BillingCallsContext);
  const services = useAppServices();
  return useMemo(() => provided ?? sdkBillingCalls(services), [provided, services]);
}

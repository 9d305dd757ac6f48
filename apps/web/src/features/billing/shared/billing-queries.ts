import type { BillingActivityRequest } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useBillingCalls } from '../billing-calls-context.tsx';

/** The cache keys of the billing pages' reads (a payment or a redemption refreshes `all`). */
export const billingKeys = {
  all: ['billing'] as const,
  account: (accountNumber: string | undefined) =>
    ['billing', 'account', accountNumber ?? null] as const,
  quote: (accountNumber: string | undefined) =>
    ['billing', 'reactivation-quote', accountNumber ?? null] as const,
  activity: (request: BillingActivityRequest) => ['billing', 'activity', request] as const,
  invoice: (invoiceId: string) => ['billing', 'invoice', invoiceId] as const,
  paymentMethods: ['billing', 'payment-methods'] as const,
};

/** Each page shows its own failure (sign-in, lookup, or a message), so no global handling. */
const QUIET = { skipGlobalHandler: true } as const;

/** The account with its billing status and card on file (flows §7.2 load). */
export function useBillingAccount(accountNumber: string | undefined, enabled = true) {
  const calls = useBillingCalls();
  return useQuery({
    queryKey: billingKeys.account(accountNumber),
    queryFn: ({ signal }) =>
      calls.loadAccount(
        { ...(accountNumber ? { accountNumber } : {}), includeFuturePaymentInfo: true },
        { signal, ...QUIET },
      ),
    enabled,
  });
}

/** What paying the whole balance reactivates; only asked for while something is due. */
export function useReactivationQuote(accountNumber: string | undefined, enabled: boolean) {
  const calls = useBillingCalls();
  return useQuery({
    queryKey: billingKeys.quote(accountNumber),
    queryFn: ({ signal }) =>
      calls.loadReactivationQuote(accountNumber ? { accountNumber } : {}, { signal, ...QUIET }),
    enabled,
  });
}

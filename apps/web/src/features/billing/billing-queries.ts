import type { BillingActivityRequest } from '@orbit/domain';
import type { BillingCalls } from '@orbit/sdk';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../account/index.ts';
import type { SavedCards } from './saved-cards.ts';

/**
 * How long the billing reads stay fresh: back on the billing tab within this time, nothing is
 * asked again. A payment, a card or e-bill change, a redemption made here reads them again at
 * once (`readBillingAgain`).
 */
export const BILLING_STALE_TIME = 2 * 60_000;

/** The cache keys of the billing pages' reads; a change makes `all` stale. */
export const billingKeys = {
  all: ['billing'] as const,
  quote: (accountNumber: string | undefined) =>
    ['billing', 'reactivation-quote', accountNumber ?? null] as const,
  activity: (request: BillingActivityRequest) => ['billing', 'activity', request] as const,
  invoice: (invoiceId: string) => ['billing', 'invoice', invoiceId] as const,
  paymentMethods: ['billing', 'payment-methods'] as const,
};

/** Each page shows its own failure (sign-in, lookup, or a message), so no global handling. */
const QUIET = { skipGlobalHandler: true } as const;

/** `POST /quotes/reactivation-quote`: what paying the whole balance brings back. */
export function reactivationQuoteQuery(calls: BillingCalls, accountNumber: string | undefined) {
  return queryOptions({
    queryKey: billingKeys.quote(accountNumber),
    queryFn: ({ signal }) =>
      calls.getReactivationQuote(accountNumber ? { accountNumber } : {}, { signal, ...QUIET }),
    staleTime: BILLING_STALE_TIME,
  });
}

/** `POST /billing/activity`: charges, payments, credits and refunds, newest first. */
export function billingActivityQuery(calls: BillingCalls, request: BillingActivityRequest) {
  return queryOptions({
    queryKey: billingKeys.activity(request),
    queryFn: async ({ signal }) =>
      (await calls.getBillingActivity(request, { signal, ...QUIET })).items,
    staleTime: BILLING_STALE_TIME,
  });
}

/** `POST /billing/invoice`: an invoice never changes once issued, so it is read once. */
export function invoiceQuery(calls: BillingCalls, invoiceId: string) {
  return queryOptions({
    queryKey: billingKeys.invoice(invoiceId),
    queryFn: ({ signal }) => calls.getBillingInvoice({ invoiceId }, { signal, ...QUIET }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `GET billing/v1/payment-methods` (service API, signed-in session): the saved cards. */
export function paymentMethodsQuery(savedCards: SavedCards) {
  return queryOptions({
    queryKey: billingKeys.paymentMethods,
    queryFn: async () => (await savedCards()).listPaymentMethods(),
    staleTime: BILLING_STALE_TIME,
  });
}

/**
 * After a payment, a card added, removed or made the default, an e-bill change or a redemption:
 * the account (its balance, card on file, suspended radios) and everything billing read are read
 * again by the pages that show them.
 */
export function readBillingAgain(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  ]);
}

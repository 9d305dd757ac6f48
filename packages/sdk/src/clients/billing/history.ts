import {
  type BillingHistoryQuery,
  type Invoice,
  type InvoiceList,
  invoiceListSchema,
  invoiceSchema,
  type PaymentHistory,
  type PaymentMethodHistoryQuery,
  paymentHistorySchema,
} from '@orbit/domain';
import type { QueryParams } from '../../http/endpoint-url.ts';
import type { BillingClientDeps, BillingReadOptions } from './deps.ts';

/** The query as sent: absent members left out. */
function queryOf(query: Partial<BillingHistoryQuery>): QueryParams {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/**
 * Payments, gift card balance entries and refunds of the caller's accounts between
 * `startDateTime` and `endDateTime` (both required, in order), newest first unless
 * `orderBy: 'asc'`; a page of `pageSize` (25) and the `nextToken` of the next (null at the end).
 */
export function paymentHistory(
  deps: BillingClientDeps,
  query: BillingHistoryQuery,
  options: BillingReadOptions = {},
): Promise<PaymentHistory> {
  return deps.caller.call(
    'billing',
    'paymentHistory',
    { query: queryOf(query), ...options },
    paymentHistorySchema,
  );
}

/** Invoices of the caller's accounts issued in the range, optionally of one subscription; paged. */
export function listInvoices(
  deps: BillingClientDeps,
  query: BillingHistoryQuery,
  options: BillingReadOptions = {},
): Promise<InvoiceList> {
  return deps.caller.call(
    'billing',
    'invoices',
    { query: queryOf(query), ...options },
    invoiceListSchema,
  );
}

/** One invoice with its lines, taxes and fees; INVOICE_NOT_FOUND (404) for anyone else's. */
export function getInvoice(
  deps: BillingClientDeps,
  invoiceId: string,
  options: BillingReadOptions = {},
): Promise<Invoice> {
  return deps.caller.call(
    'billing',
    'invoice',
    { pathParams: { invoiceId }, ...options },
    invoiceSchema,
  );
}

/** What was paid or refunded with one of the caller's cards, paged; a removed card's too. */
export function paymentMethodHistory(
  deps: BillingClientDeps,
  paymentMethodId: string,
  query: PaymentMethodHistoryQuery = {},
  options: BillingReadOptions = {},
): Promise<PaymentHistory> {
  return deps.caller.call(
    'billing',
    'paymentMethodHistory',
    { pathParams: { paymentMethodId }, query: queryOf(query), ...options },
    paymentHistorySchema,
  );
}

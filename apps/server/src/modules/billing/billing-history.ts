import {
  type BillingHistoryQuery,
  type Invoice,
  money,
  type PaymentMethodHistoryQuery,
  type paymentHistoryItemSchema,
} from '@orbit/domain';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  findInvoiceOf,
  type InvoiceRow,
  invoicesOf,
  type LedgerQuery,
  type PageCursor,
  type PaymentRow,
  paymentsOf,
} from './billing-ledger.ts';
import type { BillingCaller } from './billing-profiles.ts';
import { findOwnedProfile, findPaymentMethod } from './billing-store.ts';
import { ownedAccountNumbers } from './caller-account.ts';
import { invoiceView } from './invoice-view.ts';
import { cursorOfToken, DEFAULT_PAGE_SIZE, pageOf } from './page-token.ts';
import { methodNotFound } from './payment-methods.ts';

type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

const ENTRY_TYPES = ['payment', 'balance', 'refund'] as const;

function historyItem(row: PaymentRow): PaymentHistoryItem {
  const entryType = (ENTRY_TYPES as readonly string[]).includes(row.entryType)
    ? (row.entryType as PaymentHistoryItem['entryType'])
    : 'payment';
  return {
    id: row.id,
    entryType,
    amount: money(row.amountMinor, row.currency as 'USD' | 'CAD'),
    paidAt: row.paidAt.toISOString(),
    invoiceIds: row.invoiceId ? [row.invoiceId] : [],
    paymentMethodId: row.paymentMethodId,
  };
}

/**
 * A card of the caller's, whatever its state (a removed card keeps its history); anyone else's
 * or an unknown id: PAYMENT_METHOD_NOT_FOUND.
 */
async function ownedCardId(caller: BillingCaller, paymentMethodId: string): Promise<string> {
  const row = await findPaymentMethod(caller.db, paymentMethodId);
  if (!row) throw methodNotFound();
  const profile = await findOwnedProfile(caller.db, row.billingProfileId, caller.identityId);
  if (!profile) throw methodNotFound();
  return row.id;
}

const rangeOf = (query: BillingHistoryQuery) => ({
  from: new Date(query.startDateTime),
  to: new Date(query.endDateTime),
});

const paidAtKey = (row: PaymentRow): PageCursor => ({ at: row.paidAt, id: row.id });
const issuedAtKey = (row: InvoiceRow): PageCursor => ({ at: row.issuedAt, id: row.id });

/**
 * What every ledger list reads, before its own filters: the caller's accounts, newest first
 * unless `orderBy=asc`, after `nextToken`'s row, one row past `pageSize` (25).
 */
async function pageWindow(caller: BillingCaller, query: PaymentMethodHistoryQuery) {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const window: LedgerQuery = {
    accountNumbers: await ownedAccountNumbers(caller.db, caller.identityId),
    order: query.orderBy ?? 'desc',
    after: cursorOfToken(query.nextToken),
    limit: pageSize + 1,
  };
  return { pageSize, window };
}

/**
 * `GET billing/v1/payment-history`: payments, balance entries (gift cards) and refunds of the
 * caller's accounts whose instant is within [startDateTime, endDateTime], newest first unless
 * `orderBy=asc`; optionally of one card (the caller's: PAYMENT_METHOD_NOT_FOUND otherwise) or
 * one entry type. Pages of `pageSize` (25) with an opaque `nextToken`.
 */
export async function paymentHistory(caller: BillingCaller, query: BillingHistoryQuery) {
  const paymentMethodId = query.paymentMethodId
    ? await ownedCardId(caller, query.paymentMethodId)
    : undefined;
  const { pageSize, window } = await pageWindow(caller, query);
  const rows = await paymentsOf(caller.db, {
    ...window,
    ...rangeOf(query),
    paymentMethodId,
    entryTypes: query.entryType ? [query.entryType] : undefined,
  });
  const { page, nextToken } = pageOf(rows, pageSize, paidAtKey);
  return { items: page.map(historyItem), nextToken };
}

/**
 * `GET billing/v1/invoices`: invoices of the caller's accounts issued within the range, newest
 * first unless `orderBy=asc`, optionally of one subscription or charged to one card. Paged as
 * payment history; `entryType` does not apply to invoices.
 */
export async function invoiceList(caller: BillingCaller, query: BillingHistoryQuery) {
  const paymentMethodId = query.paymentMethodId
    ? await ownedCardId(caller, query.paymentMethodId)
    : undefined;
  const { pageSize, window } = await pageWindow(caller, query);
  const rows = await invoicesOf(caller.db, {
    ...window,
    ...rangeOf(query),
    subscriptionId: query.subscriptionId,
    paymentMethodId,
  });
  const { page, nextToken } = pageOf(rows, pageSize, issuedAtKey);
  return { invoices: page.map(invoiceView), nextToken };
}

/** `GET billing/v1/invoices/{id}`: INVOICE_NOT_FOUND for anyone else's as for an unknown id. */
export async function ownedInvoice(caller: BillingCaller, invoiceId: string): Promise<Invoice> {
  const row = await findInvoiceOf(
    caller.db,
    invoiceId,
    await ownedAccountNumbers(caller.db, caller.identityId),
  );
  if (!row) {
    throw new AppError('INVOICE_NOT_FOUND', 'No invoice of the caller with this id', {
      notFoundResourceType: 'invoice',
    });
  }
  return invoiceView(row);
}

/**
 * `GET billing/v1/payment-methods/{id}/history`: what was paid or refunded with one of the
 * caller's cards (a removed one too), newest first unless `orderBy=asc`, paged.
 */
export async function paymentMethodHistory(
  caller: BillingCaller,
  paymentMethodId: string,
  query: PaymentMethodHistoryQuery,
) {
  const id = await ownedCardId(caller, paymentMethodId);
  const { pageSize, window } = await pageWindow(caller, query);
  const rows = await paymentsOf(caller.db, { ...window, paymentMethodId: id });
  const { page, nextToken } = pageOf(rows, pageSize, paidAtKey);
  return { items: page.map(historyItem), nextToken };
}

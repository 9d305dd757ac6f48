import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { invoices, payments } from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Where a page starts: after the row with this sort instant and id (ids break ties). */
export type PageCursor = { at: Date; id: string };

export type LedgerQuery = {
  accountNumbers: readonly string[];
  /** Inclusive bounds of the sort instant (issued for invoices, paid for payments). */
  from?: Date | undefined;
  to?: Date | undefined;
  order: 'asc' | 'desc';
  after?: PageCursor | undefined;
  /** Rows to read: one more than a page tells whether another page follows. */
  limit: number;
};

type SortColumns = { at: AnyPgColumn; id: AnyPgColumn };

/** The range, the cursor and the order shared by every ledger list (keyset pagination). */
function window(query: LedgerQuery, columns: SortColumns): { where: SQL[]; orderBy: SQL[] } {
  const where: SQL[] = [];
  if (query.from) where.push(gte(columns.at, query.from));
  if (query.to) where.push(lte(columns.at, query.to));
  const { after } = query;
  if (after) {
    const beyond = query.order === 'desc' ? lt : gt;
    const cursor = or(
      beyond(columns.at, after.at),
      and(eq(columns.at, after.at), beyond(columns.id, after.id)),
    );
    if (cursor) where.push(cursor);
  }
  const direction = query.order === 'desc' ? desc : asc;
  return { where, orderBy: [direction(columns.at), direction(columns.id)] };
}

/** Invoices of some accounts, by issue instant, optionally of one subscription or card. */
export async function invoicesOf(
  db: Db,
  query: LedgerQuery & {
    subscriptionId?: string | undefined;
    paymentMethodId?: string | undefined;
  },
): Promise<InvoiceRow[]> {
  if (query.accountNumbers.length === 0) return [];
  const { where, orderBy } = window(query, { at: invoices.issuedAt, id: invoices.id });
  if (query.subscriptionId) where.push(eq(invoices.subscriptionId, query.subscriptionId));
  if (query.paymentMethodId) where.push(eq(invoices.paymentMethodId, query.paymentMethodId));
  return db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.accountNumber, [...query.accountNumbers]), ...where))
    .orderBy(...orderBy)
    .limit(query.limit);
}

/** Payments, balance entries and refunds of some accounts, by the instant money moved. */
export async function paymentsOf(
  db: Db,
  query: LedgerQuery & {
    paymentMethodId?: string | undefined;
    entryTypes?: readonly string[] | undefined;
  },
): Promise<PaymentRow[]> {
  if (query.accountNumbers.length === 0) return [];
  const { where, orderBy } = window(query, { at: payments.paidAt, id: payments.id });
  if (query.paymentMethodId) where.push(eq(payments.paymentMethodId, query.paymentMethodId));
  if (query.entryTypes) where.push(inArray(payments.entryType, [...query.entryTypes]));
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.accountNumber, [...query.accountNumbers]), ...where))
    .orderBy(...orderBy)
    .limit(query.limit);
}

/** One invoice, when it belongs to one of `accountNumbers` (otherwise nothing: no BOLA). */
export async function findInvoiceOf(
  db: Db,
  invoiceId: string,
  accountNumbers: readonly string[],
): Promise<InvoiceRow | undefined> {
  if (accountNumbers.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.accountNumber, [...accountNumbers])))
    .limit(1);
  return row;
}

/** The printed numbers of some invoices, by id. */
export async function invoiceNumbersOf(
  db: Db,
  invoiceIds: readonly (string | null)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(invoiceIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  return new Map(rows.map((row) => [row.id, row.number]));
}

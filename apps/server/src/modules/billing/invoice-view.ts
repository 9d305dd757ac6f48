import {
  type Currency,
  type FeeCode,
  type Invoice,
  money,
  moneySchema,
  normaliseCountryCode,
  quoteFeeSchema,
  quoteTaxSchema,
  type TaxCode,
} from '@orbit/domain';
import { z } from 'zod';
import { calendarDay } from './account-balance.ts';
import type { InvoiceRow } from './billing-ledger.ts';

type InvoiceLine = Invoice['lines'][number];

/**
 * The English name answered next to each code, in the checkout's en-US words (its
 * FEE_LABEL_KEYS / TAX_LABEL_KEYS messages, without the rate): API callers show it as is, and
 * the web shows its own words for the code in the reader's language.
 */
const FEE_NAMES: Record<FeeCode, string> = {
  MRF: 'Music royalty fee',
  ACTIVATION: 'Activation fee',
};
const TAX_NAMES: Record<TaxCode, string> = {
  GST: 'GST',
  HST: 'HST',
  PST: 'PST',
  RST: 'RST',
  QST: 'QST',
  SALES: 'State sales tax',
};

/**
 * Invoice lines are kept as JSON in one shape (`invoiceLinesOf`, checkout's write-invoice): the
 * quote's details, fees and taxes by code, proration as days with any credit. Read here into spec
 * 001 §3's line.
 */
const storedLine = z.object({
  description: z.string(),
  offerId: z.string().nullable().optional(),
  productId: z.string().nullable().optional(),
  subscriptionId: z.string().nullable().optional(),
  amountAllocation: z.object({
    amount: moneySchema,
    fees: z.array(quoteFeeSchema),
    taxes: z.array(quoteTaxSchema),
    proration: z
      .looseObject({ credit: z.optional(moneySchema) })
      .nullable()
      .optional(),
  }),
});

const sum = (amounts: { amountMinor: number }[]) =>
  amounts.reduce((total, amount) => total + amount.amountMinor, 0);

/** Older lines may leave out what they were for: null, as the API answers it. */
const idsOf = (line: z.infer<typeof storedLine>) => ({
  offerId: line.offerId ?? null,
  productId: line.productId ?? null,
  subscriptionId: line.subscriptionId ?? null,
});

function lineOf(raw: unknown, currency: Currency): InvoiceLine {
  const line = storedLine.parse(raw);
  const { amount, fees, taxes, proration } = line.amountAllocation;
  return {
    description: line.description,
    ...idsOf(line),
    amountAllocation: {
      amount,
      tax: money(sum(taxes.map((tax) => tax.amount)), currency),
      // A plan change's credit for unused days is already off the amount; shown as a negative.
      proration: money(-(proration?.credit?.amountMinor ?? 0), currency),
      fees: money(sum(fees.map((fee) => fee.amount)), currency),
    },
    fees: fees.map((fee) => ({ code: fee.code, name: FEE_NAMES[fee.code], amount: fee.amount })),
    taxes: taxes.map((tax) => ({
      code: tax.code,
      name: TAX_NAMES[tax.code],
      rate: tax.ratePpm / 1_000_000,
      amount: tax.amount,
    })),
  };
}

/** One line's total: what it added to the invoice. */
export function lineTotalMinor(line: InvoiceLine): number {
  const { amount, tax, fees } = line.amountAllocation;
  return amount.amountMinor + tax.amountMinor + fees.amountMinor;
}

/** An invoice as both APIs answer it (spec 001 §3 Invoice). */
export function invoiceView(row: InvoiceRow): Invoice {
  const currency = row.currency as Currency;
  const address = row.serviceAddress;
  const country = normaliseCountryCode(address.country);
  return {
    id: row.id,
    number: row.number,
    issuedDate: calendarDay(row.issuedAt),
    dueDate: calendarDay(row.dueDate),
    amountTotal: money(row.amountTotalMinor, currency),
    amountPaid: money(row.amountPaidMinor, currency),
    amountDue: money(row.amountDueMinor, currency),
    appliedBalance: money(row.appliedBalanceMinor, currency),
    subscriptionId: row.subscriptionId,
    paymentMethodId: row.paymentMethodId,
    serviceAddress: {
      state: address.state,
      zip: address.zip,
      ...(country ? { country } : {}),
    },
    lines: row.lines.map((line) => lineOf(line, currency)),
  };
}

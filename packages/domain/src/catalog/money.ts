import * as z from 'zod/mini';
import type { Country, Locale } from '../locale/locales.ts';

/** We charge in US dollars in the US and Canadian dollars in Canada; both have cents. */
export const CURRENCIES = ['USD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_BY_COUNTRY: Record<Country, Currency> = { us: 'USD', ca: 'CAD' };

/**
 * Money is an integer count of minor units (cents) with its currency: no floating-point sums,
 * and an amount never travels without saying which dollar it is.
 */
export const moneySchema = /* @__PURE__ */ z.object({
  amountMinor: z.number().check(z.int(), z.refine(Number.isSafeInteger)),
  currency: z.enum(CURRENCIES),
});
export type Money = z.infer<typeof moneySchema>;

export function money(amountMinor: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`amountMinor must be a safe integer, got ${amountMinor}`);
  }
  return { amountMinor, currency };
}

export function zeroMoney(currency: Currency): Money {
  return { amountMinor: 0, currency };
}

/** Adds amounts of one currency; mixing currencies is a programming error and throws. */
export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) {
    throw new TypeError(`cannot add ${a.currency} to ${b.currency}`);
  }
  return money(a.amountMinor + b.amountMinor, a.currency);
}

export function sumMoney(amounts: readonly Money[], currency: Currency): Money {
  return amounts.reduce(addMoney, zeroMoney(currency));
}

/**
 * Reads a decimal amount as back ends and price lists write it ("12.34", "-0.5", "7") into
 * minor units, without going through a float; undefined for anything else, or more than 2 decimals.
 */
export function minorUnitsFromDecimal(text: string): number | undefined {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) return undefined;
  return match[1] && minor !== 0 ? -minor : minor;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount as the reader writes it: en-US $1,234.50, en-CA $1,234.50, fr-CA 1 234,50 $ (with
 * no-break spaces). A currency foreign to the reader's country is marked (US$, CA$, $ US).
 */
export function formatMoney(amount: Money, locale: Locale): string {
  return formatterFor(locale, amount.currency).format(amount.amountMinor / 100);
}

import { addMoney, type Currency, type Money, money, sumMoney } from '../catalog/money.ts';
import type { OfferPhase } from '../catalog/offer.ts';
import type { PlanPhase } from '../catalog/plan-phase.ts';
import type { QuotedCharges, ScheduledCharge } from './billing-schedule.ts';
import { detailCharges, royaltyFeeOn } from './charges.ts';
import type { OrderQuote, Quote, QuoteDetail, QuoteFee, QuoteTax } from './quote-schema.ts';
import type { TaxRegion } from './tax-rates.ts';

/** A plan to quote: its catalog phases and what the package owes on top of its price. */
export interface QuotePlan {
  planCode: string;
  packageName: string;
  /** Whether the US music royalty fee applies to the package (music packages). */
  royaltyFeeApplies: boolean;
  /** One-time, charged today: the catalog sets it per offer (US satellite radio: $15.00). */
  activationFee?: Money | null | undefined;
  phases: readonly OfferPhase[];
  /** The plan takes the multi-radio discount: its details say so (`isMrdEligible`). */
  mrdEligible?: boolean | undefined;
}

/** A date as the quote writes it: the UTC calendar day, yyyy-mm-dd. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface DetailInput {
  planCode: string;
  packageName: string;
  phase: PlanPhase;
  termLength: number;
  priceAmount: Money;
  start: Date;
  end: Date;
  royaltyFee: Money;
  activationFee?: Money | undefined;
  prorated?: QuoteDetail['prorated'];
}

export function quoteDetail(region: TaxRegion, input: DetailInput): QuoteDetail {
  const { fees, taxes } = detailCharges({
    region,
    priceAmount: input.priceAmount,
    royaltyFee: input.royaltyFee,
    activationFee: input.activationFee,
  });
  return {
    planCode: input.planCode,
    packageName: input.packageName,
    termLength: input.termLength,
    priceAmount: input.priceAmount,
    startDate: isoDate(input.start),
    endDate: isoDate(input.end),
    phase: input.phase,
    fees,
    taxes,
    ...(input.prorated ? { prorated: input.prorated } : {}),
  };
}

function sumFees(details: readonly QuoteDetail[], currency: Currency): QuoteFee[] {
  const byCode = new Map<QuoteFee['code'], Money>();
  for (const fee of details.flatMap((detail) => detail.fees)) {
    byCode.set(fee.code, addMoney(byCode.get(fee.code) ?? money(0, currency), fee.amount));
  }
  return [...byCode].map(([code, amount]) => ({ code, amount }));
}

/** Tax lines of the same code and rate add up; the details already rounded each line. */
function sumTaxes(details: readonly QuoteDetail[], currency: Currency): QuoteTax[] {
  const byKey = new Map<string, QuoteTax>();
  for (const tax of details.flatMap((detail) => detail.taxes)) {
    const key = `${tax.code}:${tax.ratePpm}`;
    const sum = byKey.get(key) ?? {
      code: tax.code,
      ratePpm: tax.ratePpm,
      taxableAmount: money(0, currency),
      amount: money(0, currency),
    };
    byKey.set(key, {
      ...sum,
      taxableAmount: addMoney(sum.taxableAmount, tax.taxableAmount),
      amount: addMoney(sum.amount, tax.amount),
    });
  }
  return [...byKey.values()];
}

/**
 * A quote from its details, in one currency: any amount in another throws a TypeError (a
 * programming error: a plan priced for the other country). The gift card balance, if any,
 * lowers what the card pays, never below 0; what it does not use stays on the gift card.
 */
export function assembleQuote(
  currency: Currency,
  details: readonly QuoteDetail[],
  giftCardBalance?: Money,
): Quote {
  const fees = sumFees(details, currency);
  const taxes = sumTaxes(details, currency);
  const subtotal = addMoney(
    sumMoney(
      details.map((detail) => detail.priceAmount),
      currency,
    ),
    sumMoney(
      fees.map((fee) => fee.amount),
      currency,
    ),
  );
  const totalAmount = addMoney(
    subtotal,
    sumMoney(
      taxes.map((tax) => tax.amount),
      currency,
    ),
  );
  const applied = giftCardBalance ?? money(0, currency);
  if (applied.currency !== currency) {
    throw new TypeError(`cannot apply a ${applied.currency} gift card to a ${currency} quote`);
  }
  const balance = Math.max(0, totalAmount.amountMinor - Math.max(0, applied.amountMinor));
  return {
    currency,
    details: [...details],
    fees,
    taxes,
    subtotal,
    totalAmount,
    currentBalance: money(balance, currency),
  };
}

/** The detail of one scheduled charge of a plan: its price, MRF on that price, taxes. */
export function scheduledDetail(
  region: TaxRegion,
  plan: QuotePlan,
  charge: ScheduledCharge,
  activationFee?: Money | null,
): QuoteDetail {
  const detail = quoteDetail(region, {
    planCode: plan.planCode,
    packageName: plan.packageName,
    phase: charge.phase,
    termLength: charge.termMonths,
    priceAmount: charge.price,
    start: charge.start,
    end: charge.end,
    royaltyFee: royaltyFeeOn(region, charge.price, plan.royaltyFeeApplies),
    activationFee: activationFee ?? undefined,
  });
  // Absent reads as false: only an eligible plan's details carry the flag.
  return plan.mrdEligible ? { ...detail, isMrdEligible: true } : detail;
}

type LaterQuoteKey = 'futureQuote' | 'promoRenewalQuote' | 'renewalQuote';
const LATER_QUOTES = [
  ['futureQuote', 'future'],
  ['promoRenewalQuote', 'promoRenewal'],
  ['renewalQuote', 'renewal'],
] as const satisfies readonly (readonly [LaterQuoteKey, keyof QuotedCharges])[];

/**
 * The future, promo-renewal and renewal quotes of plans: each quote has a detail for every
 * plan that has such a charge (each with its own dates) and is left out when none has.
 * No gift card: it only pays what is charged today.
 */
export function laterQuotes(
  region: TaxRegion,
  currency: Currency,
  plans: readonly { plan: QuotePlan; charges: QuotedCharges }[],
): Pick<OrderQuote, LaterQuoteKey> {
  const quotes: Pick<OrderQuote, LaterQuoteKey> = {};
  for (const [key, chargeKey] of LATER_QUOTES) {
    const details = plans.flatMap(({ plan, charges }) => {
      const charge = charges[chargeKey];
      return charge ? [scheduledDetail(region, plan, charge)] : [];
    });
    if (details.length > 0) quotes[key] = assembleQuote(currency, details);
  }
  return quotes;
}

import { CURRENCY_BY_COUNTRY, type Money, money } from '../catalog/money.ts';
import { revenueStatusOf } from '../catalog/revenue.ts';
import { billingSchedule, pickQuotedCharges, type ScheduledCharge } from './billing-schedule.ts';
import {
  type MrdPlanTerms,
  multiRadioDiscounts,
  totalMultiRadioDiscount,
} from './multi-radio-discount.ts';
import { assembleQuote, type QuotePlan, scheduledDetail } from './quote-assembly.ts';
import type { OrderQuote, Quote, QuoteDetail } from './quote-schema.ts';
import type { TaxRegion } from './tax-rates.ts';

/** One radio's plan in a multi-radio order, in the order the customer named the radios. */
export interface MultiRadioQuotePlan {
  plan: QuotePlan;
  terms: MrdPlanTerms;
}

export interface MultiRadioQuoteInput {
  now: Date;
  /** The account's service address: taxes are by it. */
  region: TaxRegion;
  /** Radios of the account already paying for a plan. */
  payingRadios: number;
  plans: readonly MultiRadioQuotePlan[];
}

export interface MultiRadioPricedLine {
  /** Today's service price before the discount. */
  priceAmount: Money;
  isMrdEligible: boolean;
  mrdDiscount: Money;
  /** This radio alone, discount taken off its prices: what its own order is held to. */
  orderQuote: OrderQuote;
}

export interface MultiRadioQuote {
  lines: MultiRadioPricedLine[];
  mrdDiscount: Money;
  /** Every radio's detail today; its total is the sum of the lines' totals. */
  currentQuote: Quote;
  /** The first full-price charge of every radio, discount included. */
  renewalQuote: Quote;
}

/** A charge with the discount taken off its price, so fees and taxes are on what is paid. */
function discounted(charge: ScheduledCharge, discount: Money): ScheduledCharge {
  return {
    ...charge,
    price: money(charge.price.amountMinor - discount.amountMinor, discount.currency),
  };
}

function discountsOf(
  payingRadios: number,
  plans: readonly MultiRadioQuotePlan[],
  charges: readonly (ScheduledCharge | undefined)[],
) {
  return multiRadioDiscounts(
    payingRadios,
    plans.map(({ terms }, index) => {
      const charge = charges[index];
      return {
        planTerms: terms,
        priceAmount: charge?.price ?? money(0, terms.monthlyDiscount.currency),
        termMonths: charge?.termMonths ?? 1,
      };
    }),
  );
}

/**
 * The quote of one order for several radios (flows §4.6; ADR 047): each plan priced from today
 * as a new subscription, the multi-radio discount (multiRadioDiscounts) taken off the price of
 * the radios it applies to before the royalty fee and taxes are reckoned on it, so the total is
 * the sum of the lines' prices, minus the discount, plus fees and taxes. The renewal quote holds
 * each plan's first full-price charge with the same discount. Each line also carries its own
 * order quote; the lines' totals add up to the order's total (taxes are rounded per detail).
 */
export function quoteMultiRadio(input: MultiRadioQuoteInput): MultiRadioQuote {
  const { now, region, payingRadios, plans } = input;
  if (plans.length === 0) throw new RangeError('a multi-radio quote needs at least one plan');
  const currency = CURRENCY_BY_COUNTRY[region.country];
  const charges = plans.map(({ plan }) => pickQuotedCharges(billingSchedule(plan.phases, now)));
  const todays = discountsOf(
    payingRadios,
    plans,
    charges.map((charge) => charge.current),
  );
  const renewals = discountsOf(
    payingRadios,
    plans,
    charges.map((charge) => charge.renewal),
  );
  const lines = plans.map(
    ({ plan }, index): MultiRadioPricedLine & { current: QuoteDetail; renewal?: QuoteDetail } => {
      const { current, renewal } = charges[index] as (typeof charges)[number];
      const today = todays[index] as (typeof todays)[number];
      const later = renewals[index] as (typeof renewals)[number];
      const currentDetail: QuoteDetail = {
        ...scheduledDetail(region, plan, discounted(current, today.discount), plan.activationFee),
        isMrdEligible: today.isMrdEligible,
        mrdDiscount: today.discount,
      };
      const renewalDetail: QuoteDetail | undefined = renewal
        ? {
            ...scheduledDetail(region, plan, discounted(renewal, later.discount)),
            isMrdEligible: later.isMrdEligible,
            mrdDiscount: later.discount,
          }
        : undefined;
      const currentQuote = assembleQuote(currency, [currentDetail]);
      return {
        priceAmount: current.price,
        isMrdEligible: today.isMrdEligible,
        mrdDiscount: today.discount,
        current: currentDetail,
        ...(renewalDetail ? { renewal: renewalDetail } : {}),
        orderQuote: {
          currentQuote,
          ...(renewalDetail ? { renewalQuote: assembleQuote(currency, [renewalDetail]) } : {}),
          revenueStatus: revenueStatusOf(currentQuote.totalAmount),
        },
      };
    },
  );
  return {
    lines: lines.map(({ current: _current, renewal: _renewal, ...line }) => line),
    mrdDiscount: totalMultiRadioDiscount(todays, currency),
    currentQuote: assembleQuote(
      currency,
      lines.map((line) => line.current),
    ),
    renewalQuote: assembleQuote(
      currency,
      lines.flatMap((line) => (line.renewal ? [line.renewal] : [])),
    ),
  };
}

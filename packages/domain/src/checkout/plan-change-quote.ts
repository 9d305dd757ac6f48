import { addMoney, CURRENCY_BY_COUNTRY, type Money, money } from '../catalog/money.ts';
import { addMonths } from '../catalog/phase-duration.ts';
import { revenueStatusOf } from '../catalog/revenue.ts';
import { billingSchedule, pickQuotedCharges, type ScheduledCharge } from './billing-schedule.ts';
import { royaltyFeeOn } from './charges.ts';
import { assembleQuote, laterQuotes, type QuotePlan, quoteDetail } from './quote-assembly.ts';
import type { OrderQuote } from './quote-schema.ts';
import { prorateByDays } from './rounding.ts';
import type { TaxRegion } from './tax-rates.ts';
import { utcDayNumber as utcDay } from './utc-days.ts';

/** The period the customer has already paid for on the plan being changed. */
export interface PaidPeriod {
  planCode: string;
  packageName: string;
  royaltyFeeApplies: boolean;
  /** The service price paid for the whole period, before MRF and taxes. */
  price: Money;
  start: Date;
  /** The next billing date (exclusive end). */
  end: Date;
}

export interface PlanChangeQuoteInput {
  now: Date;
  region: TaxRegion;
  currentPeriod: PaidPeriod;
  /** A change has no activation fee: the radio is already active. */
  newPlan: Omit<QuotePlan, 'activationFee'>;
  giftCardBalance?: Money | undefined;
}

function negate(amount: Money): Money {
  return money(-amount.amountMinor, amount.currency);
}

/**
 * The quotes of a mid-term change, the new plan taking over today until the end of the paid
 * period, then renewing on its own from that date. With d = whole UTC days from today to the
 * period end, D = days of the paid period, D' = days of one billing period of the new plan
 * counted from the paid period's start (D' = D when the term does not change):
 *   credit = old price × d / D      charge = new price × d / D'     (each rounded half-up)
 * currentQuote (due today): charge − credit, MRF on the charge less MRF on the credit (each
 * where it applies), taxes on the net; a negative total is a credit left on the account.
 * proRatedRenewalQuote: the charge alone. Then the new plan's schedule from the period end.
 */
export function quotePlanChange(input: PlanChangeQuoteInput): OrderQuote {
  const { now, region, currentPeriod, newPlan, giftCardBalance } = input;
  const currency = CURRENCY_BY_COUNTRY[region.country];
  const ofDays = utcDay(currentPeriod.end) - utcDay(currentPeriod.start);
  const days = utcDay(currentPeriod.end) - utcDay(now);
  if (ofDays <= 0) throw new RangeError('the paid period must end after it starts');
  if (days < 0 || days > ofDays) throw new RangeError('today is outside the paid period');

  const schedule = billingSchedule(newPlan.phases, currentPeriod.end);
  const [first] = schedule;
  if (!first) throw new RangeError('the new plan has no charge');
  const newOfDays =
    utcDay(addMonths(currentPeriod.start, first.termMonths)) - utcDay(currentPeriod.start);

  const credit = money(
    prorateByDays(currentPeriod.price.amountMinor, days, ofDays),
    currentPeriod.price.currency,
  );
  const charge = money(
    prorateByDays(first.price.amountMinor, days, newOfDays),
    first.price.currency,
  );
  const chargeRoyaltyFee = royaltyFeeOn(region, charge, newPlan.royaltyFeeApplies);
  const creditRoyaltyFee = royaltyFeeOn(region, credit, currentPeriod.royaltyFeeApplies);

  const restOfPeriod: ScheduledCharge = {
    ...first,
    start: now,
    end: currentPeriod.end,
    price: charge,
  };
  const restOfPeriodDetail = (priceAmount: Money, royaltyFee: Money, withCredit: boolean) =>
    quoteDetail(region, {
      planCode: newPlan.planCode,
      packageName: newPlan.packageName,
      phase: restOfPeriod.phase,
      termLength: restOfPeriod.termMonths,
      priceAmount,
      start: restOfPeriod.start,
      end: restOfPeriod.end,
      royaltyFee,
      prorated: withCredit ? { days, ofDays: newOfDays, credit } : { days, ofDays: newOfDays },
    });

  const currentQuote = assembleQuote(
    currency,
    [
      restOfPeriodDetail(
        addMoney(charge, negate(credit)),
        addMoney(chargeRoyaltyFee, negate(creditRoyaltyFee)),
        true,
      ),
    ],
    giftCardBalance,
  );
  const proRatedRenewalQuote = assembleQuote(currency, [
    restOfPeriodDetail(charge, chargeRoyaltyFee, false),
  ]);
  return {
    currentQuote,
    proRatedRenewalQuote,
    ...laterQuotes(region, currency, [
      { plan: newPlan, charges: pickQuotedCharges([restOfPeriod, ...schedule]) },
    ]),
    revenueStatus: revenueStatusOf(currentQuote.totalAmount),
  };
}

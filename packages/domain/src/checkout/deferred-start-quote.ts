import { CURRENCY_BY_COUNTRY, type Money, zeroMoney } from '../catalog/money.ts';
import { addMonths } from '../catalog/phase-duration.ts';
import { revenueStatusOf } from '../catalog/revenue.ts';
import { billingSchedule, type ScheduledCharge } from './billing-schedule.ts';
import { assembleQuote, type QuotePlan, quoteDetail, scheduledDetail } from './quote-assembly.ts';
import type { OrderQuote, Quote, QuoteDetail } from './quote-schema.ts';
import type { TaxRegion } from './tax-rates.ts';

export interface DeferredStartQuoteInput {
  now: Date;
  /** When the plans' first phase begins: later than `now` (the end of a running trial). */
  startsAt: Date;
  region: TaxRegion;
  plans: readonly QuotePlan[];
  giftCardBalance?: Money | undefined;
}

/** Whole months from `from` to `to`, a part month counting as one; at least 1. */
function monthsUntil(from: Date, to: Date): number {
  const months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  const whole = addMonths(from, months).getTime() < to.getTime() ? months + 1 : months;
  return Math.max(1, whole);
}

/**
 * Today's charge of a plan that starts later: only what is owed on the day it is bought, its
 * activation fee (taxed like any fee), on a zero-priced line covering the time until it starts.
 * A plan without an activation fee has no line today.
 */
function activationDetail(
  input: DeferredStartQuoteInput,
  plan: QuotePlan,
  currency: Money['currency'],
): QuoteDetail[] {
  const fee = plan.activationFee;
  if (!fee || fee.amountMinor === 0) return [];
  return [
    quoteDetail(input.region, {
      planCode: plan.planCode,
      packageName: plan.packageName,
      phase: 'trial',
      termLength: monthsUntil(input.now, input.startsAt),
      priceAmount: zeroMoney(currency),
      start: input.now,
      end: input.startsAt,
      royaltyFee: zeroMoney(currency),
      activationFee: fee,
    }),
  ];
}

/**
 * The quotes of plans bought today that start later (a paid plan following a trial, spec flows
 * §2.2 step 4): today only the activation fees and their taxes (often nothing); the future quote
 * is each plan's first charge on `startsAt`; the promo renewal its second promotional charge;
 * the renewal its first full-price charge (which is the future one for a full-price plan). A gift
 * card only pays what is charged today.
 */
export function quoteDeferredStart(input: DeferredStartQuoteInput): OrderQuote {
  const { region, plans } = input;
  if (plans.length === 0) throw new RangeError('a quote needs at least one plan');
  const currency = CURRENCY_BY_COUNTRY[region.country];
  const schedules = plans.map((plan) => ({
    plan,
    charges: billingSchedule(plan.phases, input.startsAt),
  }));
  const laterQuote = (
    pick: (charges: readonly ScheduledCharge[]) => ScheduledCharge | undefined,
  ): Quote | undefined => {
    const details = schedules.flatMap(({ plan, charges }) => {
      const charge = pick(charges);
      return charge ? [scheduledDetail(region, plan, charge)] : [];
    });
    return details.length > 0 ? assembleQuote(currency, details) : undefined;
  };

  const currentQuote = assembleQuote(
    currency,
    plans.flatMap((plan) => activationDetail(input, plan, currency)),
    input.giftCardBalance,
  );
  const futureQuote = laterQuote((charges) => charges[0]);
  const promoRenewalQuote = laterQuote(
    (charges) => charges.filter((charge) => charge.phaseType === 'Introductory')[1],
  );
  const renewalQuote = laterQuote((charges) =>
    charges.find((charge) => charge.phaseType === 'AutoRenewing'),
  );
  return {
    currentQuote,
    ...(futureQuote ? { futureQuote } : {}),
    ...(renewalQuote ? { renewalQuote } : {}),
    ...(promoRenewalQuote ? { promoRenewalQuote } : {}),
    revenueStatus: revenueStatusOf(currentQuote.totalAmount),
  };
}

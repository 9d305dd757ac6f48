import { CURRENCY_BY_COUNTRY, type Money } from '../catalog/money.ts';
import { revenueStatusOf } from '../catalog/revenue.ts';
import { billingSchedule, pickQuotedCharges } from './billing-schedule.ts';
import { quoteDeferredStart } from './deferred-start-quote.ts';
import { assembleQuote, laterQuotes, type QuotePlan, scheduledDetail } from './quote-assembly.ts';
import type { OrderQuote } from './quote-schema.ts';

export type { QuotePlan } from './quote-assembly.ts';

import type { TaxRegion } from './tax-rates.ts';

export interface NewSubscriptionQuoteInput {
  now: Date;
  /**
   * When the plans start, if later than `now` (a paid plan following a running trial): today
   * then costs only the activation fees, and the first charge is the future quote, dated then.
   */
  startsAt?: Date | undefined;
  /** The service address: country and state (US) or province/territory (Canada) code. */
  region: TaxRegion;
  plans: readonly QuotePlan[];
  giftCardBalance?: Money | undefined;
}

/**
 * The quotes of a new subscription starting `now` (a later `startsAt`: see quoteDeferredStart).
 * Today: each plan's first billing period (nothing for a free trial; the whole phase for a
 * prepaid promo), its activation fee, the MRF on the service charged and the taxes. Then the
 * charge when the next phase begins, a further promo period and the first full-price charge
 * (see pickQuotedCharges). Amounts are in the region's currency; a plan priced in the other one
 * throws a TypeError.
 */
export function quoteNewSubscription(input: NewSubscriptionQuoteInput): OrderQuote {
  const { now, region, plans, giftCardBalance, startsAt } = input;
  if (startsAt && startsAt.getTime() > now.getTime()) {
    return quoteDeferredStart({ now, startsAt, region, plans, giftCardBalance });
  }
  if (plans.length === 0) throw new RangeError('a quote needs at least one plan');
  const currency = CURRENCY_BY_COUNTRY[region.country];
  const scheduled = plans.map((plan) => ({
    plan,
    charges: pickQuotedCharges(billingSchedule(plan.phases, now)),
  }));
  const currentQuote = assembleQuote(
    currency,
    scheduled.map(({ plan, charges }) =>
      scheduledDetail(region, plan, charges.current, plan.activationFee),
    ),
    giftCardBalance,
  );
  return {
    currentQuote,
    ...laterQuotes(region, currency, scheduled),
    revenueStatus: revenueStatusOf(currentQuote.totalAmount),
  };
}

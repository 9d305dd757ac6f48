import {
  billingPeriodMonths,
  FIELD_ERROR_CODES,
  isoDate,
  type Locale,
  type Money,
  money,
  monthlyPriceOf,
  type OrderQuote,
  type PackageChange,
  type PlanChangeTiming,
  packageChangeOf,
  planChangeTimingOf,
  quotePlanChange,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findOfferByPlanCode, isPlanToMoveTo, type OfferWithPackage } from '../../catalog/index.ts';
import {
  type PlannedPhase,
  packageNameOf,
  plannedPhases,
  priceNewSubscription,
  quotePlanOf,
  requireSellableOffer,
} from '../../checkout/index.ts';
import type { StudentPass } from '../../student/index.ts';
import type { ChangeableSubscription } from './changeable-subscription.ts';
import { holdingsOf } from './package-holdings.ts';

/** A change of plan, priced exactly as it will be charged, and what it writes once confirmed. */
export type PricedPlanChange = {
  target: OfferWithPackage;
  packageChange: PackageChange;
  timing: PlanChangeTiming;
  effectiveOn: Date;
  quote: OrderQuote;
  /** The subscription's phases from `effectiveOn` on. */
  phases: PlannedPhase[];
  nextBill: { date: Date; amount: Money };
  /** Left on the account when the credit for the unused days exceeds today's charge. */
  accountCredit: Money;
};

/** What the plan costs per month once paid for (its first phase that charges). */
function monthlyPriceOfOffer(offer: OfferWithPackage): Money {
  const paid = offer.phases.find((phase) => phase.type !== 'Free') ?? offer.phases[0];
  if (!paid) throw new Error(`offer ${offer.planCode} has no phase`);
  return monthlyPriceOf(paid.price.total, billingPeriodMonths(paid.billingPeriod));
}

/** The first charge after today in a quote set: the new plan's next bill. */
function nextBillOf(quote: OrderQuote, now: Date): { date: Date; amount: Money } {
  const today = isoDate(now);
  const [next] = [quote.futureQuote, quote.promoRenewalQuote, quote.renewalQuote]
    .flatMap((later) => {
      const start = later?.details[0]?.startDate;
      return later && start && start > today ? [{ start, amount: later.totalAmount }] : [];
    })
    .sort((a, b) => a.start.localeCompare(b.start));
  if (!next) throw new Error('a plan change with no later bill');
  return { date: new Date(`${next.start}T00:00:00Z`), amount: next.amount };
}

/**
 * The offer `planCode` names, when it is sold in the subscription's market now; a student plan
 * only with the caller's student pass (ADR 066, 067).
 */
export async function offerToMoveTo(
  db: Db,
  changeable: ChangeableSubscription,
  planCode: string,
  fieldName: string,
  studentPass?: StudentPass,
): Promise<OfferWithPackage> {
  const code = planCode.trim();
  return requireSellableOffer(await findOfferByPlanCode(db, code), {
    planCode: code,
    country: changeable.region.country,
    now: changeable.now,
    fieldName,
    studentPass,
  });
}

/** What moving to `target` does to the package, and when it takes effect (ADR 030). */
export function changeTermsOf(
  changeable: ChangeableSubscription,
  target: OfferWithPackage,
  atNextRenewal = false,
): { packageChange: PackageChange; timing: PlanChangeTiming } {
  const packageChange = packageChangeOf(
    holdingsOf(changeable.offer.package),
    holdingsOf(target.package),
  );
  const newMonthlyPrice = monthlyPriceOfOffer(target);
  const { paidPeriod } = changeable;
  const timing = planChangeTimingOf({
    inTrial: changeable.running.phase === 'trial',
    packageChange,
    currentMonthlyPrice: paidPeriod
      ? monthlyPriceOf(paidPeriod.price, paidPeriod.termMonths)
      : money(0, newMonthlyPrice.currency),
    newMonthlyPrice,
  });
  // A student rollover (ADR 067) waits for the renewal whatever the prices: paid for is kept.
  if (atNextRenewal && timing === 'NOW') return { packageChange, timing: 'NEXT_RENEWAL' };
  return { packageChange, timing };
}

const refusePlan = (code: 'SAME_PLAN' | 'INELIGIBLE_FOR_OFFER', reason: string, field: string) =>
  new AppError(code, reason, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: field }],
  });

/**
 * Prices moving `changeable` to `target` (an offer already found sellable in its market), by the
 * rules of ADR 030: the package change (KEEP / ADD / SWITCH) and its timing decide the quote.
 * TRIAL_END and NEXT_RENEWAL price the new plan from that day (nothing due today, no activation
 * fee: the radio is active); NOW credits the unused days of the paid period at the price it was
 * paid at (a promotion's promo price) and charges the new plan to the period's end
 * (quotePlanChange). Refused: the plan it is on (SAME_PLAN), an offer of the other service or
 * for new subscribers only, or a trial (INELIGIBLE_FOR_OFFER).
 */
export async function pricePlanChange(
  db: Db,
  changeable: ChangeableSubscription,
  target: OfferWithPackage,
  options: {
    locale: Locale;
    fieldName: string;
    giftCardBalance?: Money | undefined;
    /** Whatever ADR 030 would say, the change waits for the next renewal (a student rollover). */
    atNextRenewal?: boolean;
    /** The pass `offerToMoveTo` let a student plan through with, for the quote engine's check. */
    studentPass?: StudentPass | undefined;
  },
): Promise<PricedPlanChange> {
  const { now, region, running, paidPeriod, subscription } = changeable;
  const { locale, fieldName } = options;
  if (target.planCode === subscription.planCode) {
    throw refusePlan('SAME_PLAN', `already on ${target.planCode}`, fieldName);
  }
  if (!isPlanToMoveTo(subscription.serviceType, target)) {
    throw refusePlan(
      'INELIGIBLE_FOR_OFFER',
      `${target.planCode} is not a plan to move to`,
      fieldName,
    );
  }
  const { packageChange, timing } = changeTermsOf(changeable, target, options.atNextRenewal);
  const targetPart = [{ offerId: target.planCode, phases: target.phases }];

  if (timing !== 'NOW' || !paidPeriod) {
    const effectiveOn = timing === 'TRIAL_END' ? running.endsAt : paidPeriod?.end;
    if (!effectiveOn) throw new Error(`subscription ${subscription.id}: a phase with no end`);
    const quote = await priceNewSubscription(db, {
      planCodes: [target.planCode],
      region,
      now,
      startsAt: effectiveOn,
      locale,
      fields: { plan: () => fieldName },
      giftCardBalance: options.giftCardBalance,
      studentPass: options.studentPass,
    });
    return {
      target,
      packageChange,
      timing,
      effectiveOn,
      quote,
      phases: plannedPhases(targetPart, effectiveOn),
      nextBill: nextBillOf(quote, now),
      accountCredit: money(0, quote.currentQuote.currency),
    };
  }

  const { activationFee: _none, ...newPlan } = quotePlanOf(target, locale);
  const quote = quotePlanChange({
    now,
    region,
    currentPeriod: {
      planCode: changeable.offer.planCode,
      packageName: packageNameOf(changeable.offer, locale),
      royaltyFeeApplies: changeable.offer.package.royaltyFeeApplies,
      price: paidPeriod.price,
      start: paidPeriod.start,
      end: paidPeriod.end,
    },
    newPlan,
    giftCardBalance: options.giftCardBalance,
  });
  // The rest of the paid period is kept at what it was paid (the new plan's prorated charge),
  // so a later change credits exactly that for its unused days.
  const charge = quote.proRatedRenewalQuote?.details[0]?.priceAmount;
  const [first] = plannedPhases(targetPart, now);
  if (!charge || !first) throw new Error(`plan change to ${target.planCode} priced no charge`);
  const restOfPeriod: PlannedPhase = {
    ...first,
    endsAt: paidPeriod.end,
    priceMinor: charge.amountMinor,
  };
  const total = quote.currentQuote.totalAmount;
  return {
    target,
    packageChange,
    timing,
    effectiveOn: now,
    quote,
    phases: [restOfPeriod, ...plannedPhases(targetPart, paidPeriod.end)],
    nextBill: nextBillOf(quote, now),
    accountCredit: money(Math.max(0, -total.amountMinor), total.currency),
  };
}

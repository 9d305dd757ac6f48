import type { Money } from '../catalog/money.ts';
import type { PackageChange, PlanChangeTiming } from './change-care-calls.ts';

/**
 * What a package holds, as far as the catalog records it. The catalog has no channel lists, so
 * a package is described by the real fields it does have: its tier (`sort_order`, lowest first:
 * Music Showcase, All Access, News Sports & Talk, Platinum, Platinum VIP), whether it carries
 * music (the royalty fee is charged on music packages) and whether it streams (ADR 030).
 */
export interface PackageHoldings {
  packageId: string;
  tier: number;
  hasMusic: boolean;
  streamingAvailable: boolean;
}

/**
 * KEEP the same package (another term), ADD a package of a higher tier that keeps everything the
 * current one has (music, streaming), or SWITCH to one that drops something or sits lower.
 */
export function packageChangeOf(from: PackageHoldings, to: PackageHoldings): PackageChange {
  if (from.packageId === to.packageId) return 'KEEP';
  const keepsEverything =
    (!from.hasMusic || to.hasMusic) && (!from.streamingAvailable || to.streamingAvailable);
  return keepsEverything && to.tier > from.tier ? 'ADD' : 'SWITCH';
}

export interface PlanChangeTimingInput {
  /** The subscription is in its free trial today. */
  inTrial: boolean;
  packageChange: PackageChange;
  /** What the current paid period costs per month, and what the new plan will cost per month. */
  currentMonthlyPrice: Money;
  newMonthlyPrice: Money;
}

/**
 * When a change takes effect (ADR 030): during a trial the new plan follows the trial
 * (TRIAL_END, nothing charged today); a SWITCH to a cheaper plan waits for the next renewal
 * (NEXT_RENEWAL, nothing charged today: the customer keeps what they paid for); anything else
 * takes over today (NOW), the unused days of the paid period credited.
 */
export function planChangeTimingOf(input: PlanChangeTimingInput): PlanChangeTiming {
  if (input.inTrial) return 'TRIAL_END';
  if (
    input.packageChange === 'SWITCH' &&
    input.newMonthlyPrice.amountMinor < input.currentMonthlyPrice.amountMinor
  ) {
    return 'NEXT_RENEWAL';
  }
  return 'NOW';
}

/** A price per term as a price per month, rounded down to the cent (only compared). */
export function monthlyPriceOf(price: Money, termMonths: number): Money {
  return {
    amountMinor: Math.floor(price.amountMinor / Math.max(termMonths, 1)),
    currency: price.currency,
  };
}

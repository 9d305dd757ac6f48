import {
  type Country,
  type Currency,
  type Money,
  money,
  type OfferPhase,
  type Quote,
  quoteNewSubscription,
  type TaxRegion,
} from '@orbit/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  catalogPackages,
  type SubscriberAccountRow,
  type SubscriptionPhaseRow,
} from '../../db/schema/index.ts';

/** One renewal to price: the subscription's package and the phase billed on that day. */
export interface RenewalToPrice {
  packageId: string;
  planCode: string;
  phase: Pick<SubscriptionPhaseRow, 'phase' | 'termMonths' | 'priceMinor' | 'currency'>;
  date: Date;
}

/** Where an account is taxed: its market and its service address's state or province. */
export function taxRegionOf(account: SubscriberAccountRow): TaxRegion {
  return {
    country: (account.country === 'ca' ? 'ca' : 'us') satisfies Country,
    state: account.serviceAddress.state,
  };
}

/**
 * A stored phase as the quote calculator reads an offer phase: one billing period at the price
 * the subscription keeps (not today's catalog price, which may have changed since it was bought).
 */
function billedPhaseOf(phase: RenewalToPrice['phase']): OfferPhase {
  const months = Math.max(phase.termMonths, 1);
  const price = { total: money(phase.priceMinor, phase.currency as Currency) };
  const billingPeriod = { unit: 'months' as const, count: months };
  return phase.phase === 'promo'
    ? { type: 'Introductory', duration: { kind: 'finite', months }, billingPeriod, price }
    : { type: 'AutoRenewing', duration: { kind: 'infinite' }, billingPeriod, price };
}

/**
 * Each renewal with what it will charge: the phase's price with the music royalty fee of its package and
 * the taxes of the account's service address, priced by the same domain calculator checkout uses
 * (quoteNewSubscription, its first charge on the renewal day; no activation fee, the service is
 * already running). A package our catalog does not know carries no royalty fee.
 */
export async function renewalChargesOf<T extends RenewalToPrice>(
  db: Db,
  account: SubscriberAccountRow,
  renewals: readonly T[],
): Promise<(T & { amount: Money })[]> {
  const royaltyFees = await royaltyFeesOf(
    db,
    renewals.map((renewal) => renewal.packageId),
  );
  return renewalChargesWith(account, renewals, royaltyFees);
}

/** `renewalChargesOf` with the royalty fee of each package (by id) already read. */
export function renewalChargesWith<T extends RenewalToPrice>(
  account: SubscriberAccountRow,
  renewals: readonly T[],
  royaltyFees: ReadonlyMap<string, boolean>,
): (T & { amount: Money })[] {
  return renewalQuotesWith(account, renewals, royaltyFees).map((renewal) => ({
    ...renewal,
    amount: renewal.quote.totalAmount,
  }));
}

/** Whether each package (by id) carries the music royalty fee. */
export async function royaltyFeesOf(
  db: Db,
  packageIds: readonly string[],
): Promise<Map<string, boolean>> {
  const ids = [...new Set(packageIds)];
  if (ids.length === 0) return new Map();
  const packages = await db
    .select({ id: catalogPackages.id, royaltyFeeApplies: catalogPackages.royaltyFeeApplies })
    .from(catalogPackages)
    .where(inArray(catalogPackages.id, ids));
  return new Map(packages.map((row) => [row.id, row.royaltyFeeApplies]));
}

/** Each renewal with its whole charge (lines, fees, taxes), as renewalChargesOf prices it. */
export async function renewalQuotesOf<T extends RenewalToPrice>(
  db: Db,
  account: SubscriberAccountRow,
  renewals: readonly T[],
): Promise<(T & { quote: Quote })[]> {
  const royaltyFees = await royaltyFeesOf(
    db,
    renewals.map((renewal) => renewal.packageId),
  );
  return renewalQuotesWith(account, renewals, royaltyFees);
}

function renewalQuotesWith<T extends RenewalToPrice>(
  account: SubscriberAccountRow,
  renewals: readonly T[],
  royaltyFee: ReadonlyMap<string, boolean>,
): (T & { quote: Quote })[] {
  const region = taxRegionOf(account);
  return renewals.map((renewal) => {
    const quote = quoteNewSubscription({
      now: renewal.date,
      region,
      plans: [
        {
          planCode: renewal.planCode,
          packageName: renewal.packageId,
          royaltyFeeApplies: royaltyFee.get(renewal.packageId) ?? false,
          activationFee: null,
          phases: [billedPhaseOf(renewal.phase)],
        },
      ],
    });
    return { ...renewal, quote: quote.currentQuote };
  });
}

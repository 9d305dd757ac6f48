import type { Country } from '@orbit/domain';
import type { programCodes } from '../../../db/schema/index.ts';
import { keptReads } from '../../../platform/kept-reads.ts';
import type { OfferWithPackage, ServiceType } from '../catalog-rows.ts';

/**
 * What the catalog's selection statement read (candidate-offers.ts), decoded into the tables'
 * rows. Nothing in it depends on the time of the request or on who asks: it can be kept.
 */
export type SelectionRows = {
  program: typeof programCodes.$inferSelect | undefined;
  organic: readonly OfferWithPackage[];
  named: readonly OfferWithPackage[];
  fallbacks: readonly OfferWithPackage[];
};

/** Which selection: a market, a service, and the program code asked for (null: none opens offers). */
export type SelectionKey = {
  country: Country;
  serviceType: ServiceType;
  programCode: string | null;
};

/**
 * How long a selection read from the catalog is answered from memory. The catalog is written by
 * deploys (migrations, the seed) and by operators' SQL, never by a request, and this process is
 * not told when: each instance sees a change within this time, without telling another.
 */
export const MARKET_SELECTION_FRESH_MS = 5_000;

/**
 * Program codes are the caller's input: at most this many kept selections, the least recently
 * asked dropped first, so made-up codes cannot grow the memory.
 */
export const MARKET_SELECTION_LIMIT = 256;

/**
 * The visitors' offers of a market, as the catalog's selection statement read them, kept in
 * memory for `freshForMs` (ADR 092): a visitor's offers read then costs only its session. What is
 * kept does not depend on the time (availability and a program's dates are judged on each
 * request) nor on who asks (a promo code's offer, a customer's past are never kept). Callers
 * asking for the same selection while it is read share the one read; a read that fails is not
 * kept (`keptReads`).
 */
export function createMarketSelections(
  options: {
    freshForMs?: number;
    limit?: number;
    /** A monotonic clock in milliseconds (tests give their own). */
    nowMs?: () => number;
  } = {},
) {
  const kept = keptReads<SelectionRows>({
    freshForMs: options.freshForMs ?? MARKET_SELECTION_FRESH_MS,
    max: options.limit ?? MARKET_SELECTION_LIMIT,
    nowMs: options.nowMs ?? (() => performance.now()),
  });

  return {
    rowsOf(key: SelectionKey, read: () => Promise<SelectionRows>): Promise<SelectionRows> {
      return kept.of(`${key.country}\u0000${key.serviceType}\u0000${key.programCode ?? ''}`, read);
    },
    /** How many selections are kept (for tests). */
    get size() {
      return kept.size;
    },
  };
}

export type MarketSelections = ReturnType<typeof createMarketSelections>;

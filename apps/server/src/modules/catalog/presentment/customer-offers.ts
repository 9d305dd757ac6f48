import type { CareOffersResult } from '@orbit/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { singleRowOf } from '../../../db/json-rows.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { offerSelectionRead } from './candidate-offers.ts';
import {
  type CustomerClues,
  customerHistorySql,
  customerStandingOf,
  standingOfHistory,
} from './customer-standing.ts';
import { type PresentOffersInput, presentOffers, presentSelection } from './present-offers.ts';

export type CustomerOffersInput = Omit<PresentOffersInput, 'hadService' | 'customerKeys'>;

/**
 * The offers of a known customer (offers/customer): their past and the catalog's candidates in
 * one statement, since without a promo code neither depends on the other (issue 20: this read
 * sent 9). A satellite read for a radio with a paid plan running is ACTIVE_SATELLITE_SUBSCRIPTION.
 * A promo code depends on who redeems it: the past is read first, then the code and its offer.
 */
export async function presentCustomerOffers(
  db: Db,
  clues: CustomerClues,
  input: CustomerOffersInput,
): Promise<CareOffersResult> {
  if (input.marketingPromoCode !== undefined) {
    const standing = refusedIfRadioPaid(await customerStandingOf(db, clues), input);
    return presentOffers(db, {
      ...input,
      customerKeys: standing.customerKeys,
      hadService: standing.servicesHad.has(input.serviceType),
    });
  }
  const selectionRead = offerSelectionRead(input);
  const row = await singleRowOf<{ history: unknown; selection: unknown }>(
    db,
    sql`select ${customerHistorySql(clues)} as history, ${selectionRead.sql} as selection`,
  );
  const standing = refusedIfRadioPaid(standingOfHistory(row.history, clues), input);
  return presentSelection(selectionRead.selectionOf(row.selection), {
    ...input,
    customerKeys: standing.customerKeys,
    hadService: standing.servicesHad.has(input.serviceType),
  });
}

/** The standing, unless a satellite read names a radio whose paid plan runs. */
function refusedIfRadioPaid<T extends { radioHasActivePaidSubscription: boolean }>(
  standing: T,
  input: CustomerOffersInput,
): T {
  if (input.serviceType === 'satellite' && standing.radioHasActivePaidSubscription) {
    throw new AppError('ACTIVE_SATELLITE_SUBSCRIPTION', 'radio already paid for');
  }
  return standing;
}

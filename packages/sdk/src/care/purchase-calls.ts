import { CARE_IDEMPOTENCY_KEY_HEADER, purchaseCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** The header the server keys a purchase's replay protection on. */
export const IDEMPOTENCY_KEY_HEADER = CARE_IDEMPOTENCY_KEY_HEADER;

/** The three purchases (flows §2.1 step 5, §2.2 step 4), each with its Idempotency-Key. */
export type PurchaseCalls = CareCalls<typeof purchaseCareEndpoints>;
export const purchaseCalls = careCallsFrom(purchaseCareEndpoints);

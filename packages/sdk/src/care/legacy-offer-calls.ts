import { legacyOfferCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** The legacy offer and care-record names (`offers/customer/add`, `offers/all-package-desc`, …). */
export type LegacyOfferCalls = CareCalls<typeof legacyOfferCareEndpoints>;
export const legacyOfferCalls = careCallsFrom(legacyOfferCareEndpoints);

import { multiRadioCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** Several radios of one account in one order: the picker's radios, the quote with the MRD, the order. */
export type MultiRadioCalls = CareCalls<typeof multiRadioCareEndpoints>;
export const multiRadioCalls = careCallsFrom(multiRadioCareEndpoints);

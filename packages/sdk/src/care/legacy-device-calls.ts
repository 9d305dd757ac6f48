import { legacyDeviceCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** The legacy device calls (ADR 081): a TV or car linked by its code, a car's OEM record. */
export type LegacyDeviceCalls = CareCalls<typeof legacyDeviceCareEndpoints>;
export const legacyDeviceCalls = careCallsFrom(legacyDeviceCareEndpoints);

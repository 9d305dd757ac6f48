import { identificationCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** The account lookups (flows §1), made from their rows in the care endpoint table. */
export type IdentificationCalls = CareCalls<typeof identificationCareEndpoints>;
export const identificationCalls = careCallsFrom(identificationCareEndpoints);

import { renewalCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** Roll-to-choice renewal: its choices, its quote and its purchase (with an Idempotency-Key). */
export type RenewalCalls = CareCalls<typeof renewalCareEndpoints>;
export const renewalCalls = careCallsFrom(renewalCareEndpoints);

import { registerOnSpotCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** Registration on the spot: whether a thanks page may offer a sign-in, and starting it. */
export type RegisterOnSpotCalls = CareCalls<typeof registerOnSpotCareEndpoints>;
export const registerOnSpotCalls = careCallsFrom(registerOnSpotCareEndpoints);

import { checkoutCareEndpoints } from '@orbit/domain';
import { type CareCallInput, type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** What the new-subscriber check takes; the card comes as the gateway's token, never its number. */
export type StreamingEligibilityRequest = CareCallInput<
  (typeof checkoutCareEndpoints)['checkStreamingEligibility']
>;

/** The checks a checkout makes before the order, and its quote (flows §2.1 steps 3–4). */
export type CheckoutCalls = CareCalls<typeof checkoutCareEndpoints>;
export const checkoutCalls = careCallsFrom(checkoutCareEndpoints);

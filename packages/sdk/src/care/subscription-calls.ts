import { subscriptionCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** Change plan, change term and cancel (flows §5.1, §5.2). */
export type SubscriptionCalls = CareCalls<typeof subscriptionCareEndpoints>;
export const subscriptionCalls = careCallsFrom(subscriptionCareEndpoints);

import { listenCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** "Listen now": the signed player link of a subscription just bought or owned. */
export type ListenCalls = CareCalls<typeof listenCareEndpoints>;
export const listenCalls = careCallsFrom(listenCareEndpoints);

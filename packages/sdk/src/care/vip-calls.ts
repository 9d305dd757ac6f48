import { vipCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** Platinum VIP: the link's account, the eligible second devices, the quote, the two-device order, the update. */
export type VipCalls = CareCalls<typeof vipCareEndpoints>;
export const vipCalls = careCallsFrom(vipCareEndpoints);

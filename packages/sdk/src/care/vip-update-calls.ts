import { vipUpdateCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** The existing-VIP update: a bundle and the VIP plans it may move to. */
export type VipUpdateCalls = CareCalls<typeof vipUpdateCareEndpoints>;
export const vipUpdateCalls = careCallsFrom(vipUpdateCareEndpoints);

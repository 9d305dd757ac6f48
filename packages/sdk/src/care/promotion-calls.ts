import { promotionCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** The zero-cost promotion's activation (flows §4.3): a new radio on a promo code's free plan. */
export type PromotionCalls = CareCalls<typeof promotionCareEndpoints>;
export const promotionCalls = careCallsFrom(promotionCareEndpoints);

import { accountLinkingCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** Account linking's consent page (ADR 071): a partner's request, the customer's answer. */
export type AccountLinkingCalls = CareCalls<typeof accountLinkingCareEndpoints>;
export const accountLinkingCalls = careCallsFrom(accountLinkingCareEndpoints);

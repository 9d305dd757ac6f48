import { billingCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** The account area's billing and payment calls (flows §7.1 billing, §7.2 make-payment). */
export type BillingCalls = CareCalls<typeof billingCareEndpoints>;
export const billingCalls = careCallsFrom(billingCareEndpoints);

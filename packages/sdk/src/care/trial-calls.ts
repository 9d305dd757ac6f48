import { trialCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** Trial activation: used-car eligibility, dealers and their links, the trial a radio may claim, claims. */
export type TrialCalls = CareCalls<typeof trialCareEndpoints>;
export const trialCalls = careCallsFrom(trialCareEndpoints);

import { onboardingCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/**
 * Onboarding: the find-account lookups with their routing reasons, streaming credential setup,
 * the free-listen prospect's trial and password link, and 10-foot (TV) activation.
 */
export type OnboardingCalls = CareCalls<typeof onboardingCareEndpoints>;
export const onboardingCalls = careCallsFrom(onboardingCareEndpoints);

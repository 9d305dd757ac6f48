import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { VipPaymentStepProps } from './vip-payment-step.tsx';
import type { VipReviewStepProps } from './vip-review-step.tsx';
import type { VipThanksProps } from './vip-thanks.tsx';

/**
 * The VIP accordion's sections that are never its first screen (ADR 100): fetched as the
 * customer reaches them, preloaded once the second radio's choice shows.
 */
export const vipPaymentStep = stepOnDemand<VipPaymentStepProps>(() =>
  import('./vip-payment-step.tsx').then((step) => step.VipPaymentStep),
);
export const vipReviewStep = stepOnDemand<VipReviewStepProps>(() =>
  import('./vip-review-step.tsx').then((step) => step.VipReviewStep),
);
export const vipThanksStep = stepOnDemand<VipThanksProps>(() =>
  import('./vip-thanks.tsx').then((step) => step.VipThanks),
);

export const VIP_STEPS_ON_DEMAND = [vipPaymentStep, vipReviewStep, vipThanksStep];

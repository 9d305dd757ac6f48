import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { RenewalThanksProps } from './renewal-thanks.tsx';
import type { PaymentStepProps } from './steps/payment-step.tsx';
import type { ReviewStepProps } from './steps/review-step.tsx';

/**
 * The renewal accordion's sections that are never its first screen (ADR 100): fetched as the
 * customer reaches them, preloaded once the landing and the account step show.
 */
export const renewalPaymentStep = stepOnDemand<PaymentStepProps>(() =>
  import('./steps/payment-step.tsx').then((step) => step.PaymentStep),
);
export const renewalReviewStep = stepOnDemand<ReviewStepProps>(() =>
  import('./steps/review-step.tsx').then((step) => step.ReviewStep),
);
export const renewalThanksStep = stepOnDemand<RenewalThanksProps>(() =>
  import('./renewal-thanks.tsx').then((step) => step.RenewalThanks),
);

export const RENEWAL_STEPS_ON_DEMAND = [renewalPaymentStep, renewalReviewStep, renewalThanksStep];

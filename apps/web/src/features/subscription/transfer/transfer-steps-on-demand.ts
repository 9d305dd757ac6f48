import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { PaymentStepProps } from './steps/payment-step.tsx';
import type { ReviewStepProps } from './steps/review-step.tsx';

/**
 * The transfer accordion's sections that are never its first screen (ADR 100): fetched as the
 * customer reaches them, preloaded once the move step shows.
 */
export const transferPaymentStep = stepOnDemand<PaymentStepProps>(() =>
  import('./steps/payment-step.tsx').then((step) => step.PaymentStep),
);
export const transferReviewStep = stepOnDemand<ReviewStepProps>(() =>
  import('./steps/review-step.tsx').then((step) => step.ReviewStep),
);

export const TRANSFER_STEPS_ON_DEMAND = [transferPaymentStep, transferReviewStep];

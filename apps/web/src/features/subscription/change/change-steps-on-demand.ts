import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { ChangeThanksProps } from './change-thanks.tsx';
import type { PaymentStepProps } from './steps/payment-step.tsx';
import type { ReviewStepProps } from './steps/review-step.tsx';

/**
 * The change accordion's sections that are never its first screen (ADR 100): fetched as the
 * customer reaches them, preloaded once the plan or term step shows. The first screen carries the
 * choices only; billing's card and gift-card forms, the review's agreement and the thanks arrive
 * after.
 */
export const changePaymentStep = stepOnDemand<PaymentStepProps>(() =>
  import('./steps/payment-step.tsx').then((step) => step.PaymentStep),
);
export const changeReviewStep = stepOnDemand<ReviewStepProps>(() =>
  import('./steps/review-step.tsx').then((step) => step.ReviewStep),
);
export const changeThanksStep = stepOnDemand<ChangeThanksProps>(() =>
  import('./change-thanks.tsx').then((step) => step.ChangeThanks),
);

export const CHANGE_STEPS_ON_DEMAND = [changePaymentStep, changeReviewStep, changeThanksStep];

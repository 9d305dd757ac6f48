import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { MultiRadioThanksProps } from './multi-radio-thanks.tsx';
import type { PaymentStepProps } from './steps/payment-step.tsx';
import type { ReviewStepProps } from './steps/review-step.tsx';

/**
 * The multi-radio accordion's sections that are never its first screen (ADR 100): fetched as the
 * customer reaches them, preloaded once the radios' choice shows.
 */
export const multiRadioPaymentStep = stepOnDemand<PaymentStepProps>(() =>
  import('./steps/payment-step.tsx').then((step) => step.PaymentStep),
);
export const multiRadioReviewStep = stepOnDemand<ReviewStepProps>(() =>
  import('./steps/review-step.tsx').then((step) => step.ReviewStep),
);
export const multiRadioThanksStep = stepOnDemand<MultiRadioThanksProps>(() =>
  import('./multi-radio-thanks.tsx').then((step) => step.MultiRadioThanks),
);

export const MULTI_RADIO_STEPS_ON_DEMAND = [
  multiRadioPaymentStep,
  multiRadioReviewStep,
  multiRadioThanksStep,
];

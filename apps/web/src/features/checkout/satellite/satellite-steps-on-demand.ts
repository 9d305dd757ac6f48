import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';

/**
 * The satellite flows' steps that are never a first screen (ADR 096): fetched as the flow reaches
 * them, preloaded once its first screen shows. A page carries its first step only; the payment
 * step's card form, the thanks step's registration on the spot (and with it the sign-up's
 * words) arrive after. A flow's own screens on demand sit in a module of its own
 * (`targeted-steps-on-demand.ts`, `radio-choice-steps-on-demand.ts`), so a page carries the
 * preload lists of its own steps only (ADR 124).
 */
export const deviceLookupStep = stepOnDemand(() =>
  import('./steps/device-lookup-step.tsx').then((step) => step.DeviceLookupStep),
);
export const paymentInterstitialStep = stepOnDemand(() =>
  import('./steps/payment-interstitial-step.tsx').then((step) => step.PaymentInterstitialStep),
);
export const paymentStep = stepOnDemand(() =>
  import('./steps/payment-step.tsx').then((step) => step.PaymentStep),
);
export const reviewStep = stepOnDemand(() =>
  import('./steps/review-step.tsx').then((step) => step.ReviewStep),
);
export const thanksStep = stepOnDemand(() =>
  import('./steps/thanks-step.tsx').then((step) => step.ThanksStep),
);

/** The payment, review and confirmation steps every satellite checkout ends with. */
export const CHECKOUT_STEPS_ON_DEMAND = [
  paymentInterstitialStep,
  paymentStep,
  reviewStep,
  thanksStep,
] as const;

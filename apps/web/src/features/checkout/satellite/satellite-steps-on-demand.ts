import type { ReactNode } from 'react';
import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { NewPlanStepProps } from './steps/new-plan-step.tsx';

/**
 * The satellite flows' steps that are never a first screen (ADR 096): fetched as the flow reaches
 * them, preloaded once its first screen shows. A page carries its first step only; the payment
 * step's card form, the thanks step's registration on the spot (and with it the sign-up's
 * words) arrive after.
 */
/**
 * The satellite checkout's words around a flow whose every screen is on demand (add a radio,
 * change-to; ADR 124): fetched beside the first screen's code, not before it, as the frame itself
 * shows none.
 */
export const satelliteWords = stepOnDemand<{ children: ReactNode }>(() =>
  import('./satellite-providers.tsx').then((layer) => layer.SatelliteProviders),
);

/** Add-a-radio's entry with a radio named: what the lookup found, acted on. */
export const addRadioEntryStep = stepOnDemand(() =>
  import('./steps/add-radio-entry.tsx').then((step) => step.AddRadioEntry),
);
export const deviceLookupStep = stepOnDemand(() =>
  import('./steps/device-lookup-step.tsx').then((step) => step.DeviceLookupStep),
);
export const deviceSelectStep = stepOnDemand(() =>
  import('./steps/device-select-step.tsx').then((step) => step.DeviceSelectStep),
);
export const pickAPlanStep = stepOnDemand(() =>
  import('./steps/pick-a-plan-step.tsx').then((step) => step.PickAPlanStep),
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

/** Change-to's `new-plan`: the radio's plan change, once a radio is chosen or found. */
export const newPlanStep = stepOnDemand<NewPlanStepProps>(() =>
  import('./steps/new-plan-step.tsx').then((step) => step.NewPlanStep),
);

/** The code form of a targeted link that could not identify the radio (`enter-code`). */
export const tokenEntryStep = stepOnDemand(() =>
  import('./steps/token-entry-step.tsx').then((step) => step.TokenEntryStep),
);

/**
 * The offer a targeted link opens (ADR 124): fetched while the door asks what the link names, side
 * by side with the question, rather than before it. The organic checkouts keep theirs in the page:
 * the server prerenders their landing, and a prerender renders only what the page module holds.
 */
export const offerStep = stepOnDemand(() =>
  import('./steps/offer-step.tsx').then((step) => step.OfferStep),
);

/** The payment, review and confirmation steps every satellite checkout ends with. */
export const CHECKOUT_STEPS_ON_DEMAND = [
  paymentInterstitialStep,
  paymentStep,
  reviewStep,
  thanksStep,
] as const;

/** A targeted checkout's: its offer first, then the steps every satellite checkout ends with. */
export const TARGETED_STEPS_ON_DEMAND = [offerStep, ...CHECKOUT_STEPS_ON_DEMAND] as const;

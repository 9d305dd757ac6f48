import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import { CHECKOUT_STEPS_ON_DEMAND } from './satellite-steps-on-demand.ts';

/**
 * The offer a targeted link opens (ADR 124): fetched while the door asks what the link names, side
 * by side with the question, rather than before it. The organic checkouts keep theirs in the page:
 * the server prerenders their landing, and a prerender renders only what the page module holds.
 */
export const offerStep = stepOnDemand(() =>
  import('./steps/offer-step.tsx').then((step) => step.OfferStep),
);

/** The code form of a targeted link that could not identify the radio (`enter-code`). */
export const tokenEntryStep = stepOnDemand(() =>
  import('./steps/token-entry-step.tsx').then((step) => step.TokenEntryStep),
);

/** A targeted checkout's: its offer first, then the steps every satellite checkout ends with. */
export const TARGETED_STEPS_ON_DEMAND = [offerStep, ...CHECKOUT_STEPS_ON_DEMAND] as const;

import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';

/**
 * The streaming checkout's payment interstitial, fetched when the customer reaches it: a module
 * of its own, so the trial, which fetches no other of the organic checkout's steps, takes only
 * this loader.
 */
export const paymentInterstitialStep = stepOnDemand(() =>
  import('./steps/payment-interstitial-step.tsx').then((step) => step.PaymentInterstitialStep),
);

import { createElement, type ReactNode } from 'react';
import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import { STEPS } from './flow-steps.ts';
import { paymentInterstitialStep } from './payment-interstitial-on-demand.ts';

/**
 * The streaming checkout's steps that are never its first screen (as the trial's, ADR 100): the
 * offer stays in the page; the sign-in's, the payment's and their interstitials, the review and
 * the thanks are fetched as the customer reaches them, and preloaded once the offer shows. The
 * organic checkout and the student's share them.
 */
export const credsInterstitialStep = stepOnDemand(() =>
  import('./steps/creds-interstitial-step.tsx').then((step) => step.CredsInterstitialStep),
);
/** The organic checkout's credentials (its own `step` prop left at its default). */
export const credsStep = stepOnDemand(() =>
  import('./steps/creds-step.tsx').then(
    ({ CredsStep }) =>
      () =>
        createElement(CredsStep),
  ),
);
/**
 * The credentials a prospect link opens (`auto-process-creds`, ADR 124), its email filled in:
 * fetched while the page reads the link's prospect token.
 */
export const prospectCredsStep = stepOnDemand<{ prefilledEmail: string | undefined }>(() =>
  import('./steps/creds-step.tsx').then(
    ({ CredsStep }) =>
      ({ prefilledEmail }: { prefilledEmail: string | undefined }) =>
        createElement(CredsStep, { step: STEPS.autoProcessCreds, prefilledEmail }),
  ),
);
export const paymentStep = stepOnDemand<{ intro?: ReactNode }>(() =>
  import('./steps/payment-step.tsx').then((step) => step.PaymentStep),
);
export const reviewStep = stepOnDemand<{
  onIneligible?: () => void;
  onVerificationRefused?: () => void;
}>(() => import('./steps/review-step.tsx').then((step) => step.ReviewStep));
export const thanksStep = stepOnDemand(() =>
  import('./steps/thanks-step.tsx').then((step) => step.ThanksStep),
);

export { paymentInterstitialStep };

export const STREAMING_STEPS_ON_DEMAND = [
  credsInterstitialStep,
  credsStep,
  paymentInterstitialStep,
  paymentStep,
  reviewStep,
  thanksStep,
];

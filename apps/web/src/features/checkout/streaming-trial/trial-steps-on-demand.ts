// The streaming trial's steps that are never its first screen (ADR 100, as ADR 096's satellite
// steps): the offer stays in the page; the account or sign-in choice, the trial's details, the
// review and the thanks (registration on the spot) are fetched as the trial reaches them, and
// preloaded once the offer shows.
import { createElement } from 'react';
import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';

/** Its page as `page`: `step` is the loader's own prop (`OnDemandStep`). */
export const accountOrCredsStep = stepOnDemand<{ page: 'creds-int' | 'creds' }>(() =>
  import('./steps/account-or-creds.tsx').then(
    ({ AccountOrCreds }) =>
      ({ page }) =>
        createElement(AccountOrCreds, { step: page }),
  ),
);
/**
 * The trial's offer (ADR 124): fetched while the door checks the link's promo code and asks its
 * offers, side by side, rather than before them.
 */
export const trialOfferStep = stepOnDemand(() =>
  import('../streaming-organic/steps/offer-step.tsx').then((step) => step.OfferStep),
);
export const trialInformationStep = stepOnDemand(() =>
  import('./steps/trial-information-step.tsx').then((step) => step.TrialInformationStep),
);
export const trialReviewStep = stepOnDemand(() =>
  import('./steps/trial-review-step.tsx').then((step) => step.TrialReviewStep),
);
export const trialThanksStep = stepOnDemand(() =>
  import('./steps/trial-thanks-step.tsx').then((step) => step.TrialThanksStep),
);

export const TRIAL_STEPS_ON_DEMAND = [
  accountOrCredsStep,
  trialInformationStep,
  trialReviewStep,
  trialThanksStep,
];

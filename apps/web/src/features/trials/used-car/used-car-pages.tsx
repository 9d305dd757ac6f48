import { insideLayer, stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { Sl2cPageProps } from './sl2c/sl2c-page.tsx';
import { UsedCarProviders } from './used-car-providers.tsx';

export type UsedCarPageKey =
  | 'eligibility'
  | 'rtpAccount'
  | 'rtpReview'
  | 'rtpThanks'
  | 'serviceLane'
  | 'usedVehicle'
  | 'serviceLaneNew'
  | 'usedVehicleNew'
  | 'sl2cConfirmation';

/**
 * A used-car page with the words around it (`UsedCarProviders`, which the `activate` route
 * modules carry: the activation flows beside these show the same checkout and satellite words).
 * Each page comes alone, not with the eight others of both journeys.
 */
const withUsedCarWords = insideLayer(UsedCarProviders);

/** The RTP trial's pages, in its order: the RFLZ eligibility check, the account, review, thanks. */
export const eligibilityPage = stepOnDemand(() =>
  withUsedCarWords(
    import('./eligibility/eligibility-page.tsx').then((page) => page.EligibilityPage),
  ),
);
export const rtpAccountPage = stepOnDemand(() =>
  withUsedCarWords(import('./rtp/rtp-account-page.tsx').then((page) => page.RtpAccountPage)),
);
export const rtpReviewPage = stepOnDemand(() =>
  withUsedCarWords(import('./rtp/rtp-review-page.tsx').then((page) => page.RtpReviewPage)),
);
export const rtpThanksPage = stepOnDemand(() =>
  withUsedCarWords(import('./rtp/rtp-thanks-page.tsx').then((page) => page.RtpThanksPage)),
);

/** SL2C's page (both brandings, both layouts) and its confirmation. */
export const sl2cPage = stepOnDemand<Sl2cPageProps>(() =>
  withUsedCarWords(import('./sl2c/sl2c-page.tsx').then((page) => page.Sl2cPage)),
);
export const sl2cConfirmationPage = stepOnDemand(() =>
  withUsedCarWords(
    import('./sl2c/sl2c-confirmation-page.tsx').then((page) => page.Sl2cConfirmationPage),
  ),
);

export const RTP_PAGES = [eligibilityPage, rtpAccountPage, rtpReviewPage, rtpThanksPage];
export const SL2C_PAGES = [sl2cPage, sl2cConfirmationPage];

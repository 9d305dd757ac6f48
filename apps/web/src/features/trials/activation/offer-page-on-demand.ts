import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { OfferPageProps } from './offer-page.tsx';

/**
 * The radio's offer and its claim (a new account or the customer's own), fetched once the
 * two-step flow has found the radio, and preloaded while the customer looks it up.
 */
export const offerPage = stepOnDemand<OfferPageProps>(() =>
  import('./offer-page.tsx').then((page) => page.OfferPage),
);

export const AFTER_LOOKUP = [offerPage];

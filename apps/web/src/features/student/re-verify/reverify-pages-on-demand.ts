import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';

/**
 * Re-verification's pages beside its landing (as transfer's, ADR 100): confirm (the school email,
 * its code, the review), its error and the two completion pages are fetched when the student
 * goes there, and preloaded once the landing shows. A link straight to one of them holds the page
 * loader up while it arrives.
 */
export const reverifyConfirmPage = stepOnDemand(() =>
  import('./reverify-confirm-page.tsx').then((page) => page.ReverifyConfirmPage),
);
export const reverifyErrorPage = stepOnDemand(() =>
  import('./reverify-outcome-pages.tsx').then((page) => page.ReverifyErrorPage),
);
export const rollOverCompletePage = stepOnDemand(() =>
  import('./reverify-outcome-pages.tsx').then((page) => page.RollOverCompletePage),
);
export const offerCompletePage = stepOnDemand(() =>
  import('./reverify-outcome-pages.tsx').then((page) => page.OfferCompletePage),
);

export const REVERIFY_PAGES_ON_DEMAND = [
  reverifyConfirmPage,
  reverifyErrorPage,
  rollOverCompletePage,
  offerCompletePage,
];

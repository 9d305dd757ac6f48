import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';

/**
 * Transfer's pages beside its first screen (ADR 100): the add-radio page (and port, the same page
 * for portability) is where a link lands; the sign-in, the lookup, swap, the consolidated pages,
 * thanks and the error page are fetched when the visitor goes there, and preloaded once the
 * first screen shows. A link straight to one of them holds the page loader up while it arrives.
 */
export const transferLoginPage = stepOnDemand(() =>
  import('./transfer-login.tsx').then((page) => page.TransferLoginPage),
);
export const transferLoginRouter = stepOnDemand(() =>
  import('./transfer-login.tsx').then((page) => page.TransferLoginRouter),
);
export const transferLookupPage = stepOnDemand(() =>
  import('./transfer-lookup-page.tsx').then((page) => page.TransferLookupPage),
);
export const transferThanksPage = stepOnDemand(() =>
  import('./transfer-thanks.tsx').then((page) => page.TransferThanks),
);
export const transferErrorPage = stepOnDemand(() =>
  import('./transfer-error-page.tsx').then((page) => page.TransferErrorPage),
);
export const consolidatedPage = stepOnDemand(() =>
  import('./consolidated-pages.tsx').then((page) => page.ConsolidatedPage),
);
export const consolidatedOfferPage = stepOnDemand(() =>
  import('./consolidated-pages.tsx').then((page) => page.ConsolidatedOfferPage),
);
export const swapPage = stepOnDemand(() =>
  import('./swap/swap-page.tsx').then((page) => page.SwapPage),
);
export const swapCheckoutPage = stepOnDemand(() =>
  import('./swap/swap-checkout-page.tsx').then((page) => page.SwapCheckoutPage),
);
export const swapThanksPage = stepOnDemand(() =>
  import('./swap/swap-thanks.tsx').then((page) => page.SwapThanks),
);

export const TRANSFER_PAGES_ON_DEMAND = [
  transferLoginPage,
  transferLoginRouter,
  transferLookupPage,
  transferThanksPage,
  transferErrorPage,
  consolidatedPage,
  consolidatedOfferPage,
  swapPage,
  swapCheckoutPage,
  swapThanksPage,
];

import { stepOnDemand } from '../../../../shared/loading/step-on-demand.tsx';
import type { SatelliteErrorPageViewProps } from './satellite-error-page.tsx';

/**
 * The satellite checkouts' pages beside their flows (ADR 124): an active subscription's page and
 * the error pages, fetched when one is opened, so the organic landing, which shares their route
 * module, does not carry them.
 */
export const activeSubscriptionPage = stepOnDemand(() =>
  import('./active-subscription-page.tsx').then((page) => page.ActiveSubscriptionPage),
);
export const satelliteErrorPage = stepOnDemand<SatelliteErrorPageViewProps>(() =>
  import('./satellite-error-page.tsx').then((page) => page.SatelliteErrorPageView),
);

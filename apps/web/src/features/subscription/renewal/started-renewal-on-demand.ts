import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { StartedRenewalProps } from './started-renewal.tsx';

/**
 * The landing and the accordion, fetched while the door asks what the campaign link opens
 * (ADR 124): the link's question and the page's code travel side by side.
 */
export const startedRenewal = stepOnDemand<StartedRenewalProps>(() =>
  import('./started-renewal.tsx').then((page) => page.StartedRenewal),
);

/** What the renewal door opens, for it to preload while it asks (`usePreloadedSteps`). */
export const RENEWAL_DOOR_OPENS = [startedRenewal];

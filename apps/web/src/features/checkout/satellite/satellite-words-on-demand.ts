import type { ReactNode } from 'react';
import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';

/**
 * The satellite checkout's words around a flow whose every screen is on demand (the targeted
 * link, add a radio, change-to; ADR 124): fetched beside the first screen's code, not before it,
 * as the flow's frame itself shows none.
 */
export const satelliteWords = stepOnDemand<{ children: ReactNode }>(() =>
  import('./satellite-providers.tsx').then((layer) => layer.SatelliteProviders),
);

import { stepOnDemand } from '../../../../shared/loading/step-on-demand.tsx';
import type { StreamingErrorPage } from '../flow-steps.ts';

/**
 * The streaming checkout's error pages, fetched when a flow lands on one (ADR 096's steps on
 * demand): the offer, the trial and the student's first screens do not carry them or their words.
 */
export const streamingErrorPage = stepOnDemand<{ page: StreamingErrorPage }>(() =>
  import('./streaming-error-page.tsx').then((view) => view.StreamingErrorPageView),
);

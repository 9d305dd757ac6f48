import { streamingTrialStoreFor } from '../streaming-organic/checkout-store.ts';
import { STEPS, type StepName, type StreamingErrorPage } from '../streaming-organic/flow-steps.ts';
import type { StreamingFlowRoute } from '../streaming-organic/streaming-flow-route.ts';

/** The streaming trial (flows §3.6): the accordion page, and its one-step-per-screen twin. */
export const STREAMING_TRIAL_PATH = '/subscribe/trial/streaming';
export const STREAMING_TRIAL_NON_ACCORDION_PATH = '/subscribe/checkout/trial/streaming';

export type TrialLayout = 'accordion' | 'steps';

const FLOW_NAMES: Record<TrialLayout, string> = {
  accordion: 'streamingtrialrtd',
  steps: 'streamingtrialrtdnonaccordion',
};

/**
 * The trial's route for the streaming steps (ADR 057): its own paths (the error pages sit below
 * the trial's own path, the way the checkout's sit beside it) and its own store.
 */
export function streamingTrialRoute(layout: TrialLayout): StreamingFlowRoute {
  const base = layout === 'accordion' ? STREAMING_TRIAL_PATH : STREAMING_TRIAL_NON_ACCORDION_PATH;
  return {
    kind: 'trial',
    flowName: FLOW_NAMES[layout],
    stepUrl: (step: StepName, search = '') => {
      const { path } = STEPS[step];
      return `${base}${path ? `/${path}` : ''}${search}`;
    },
    errorPageUrl: (page: StreamingErrorPage, search = '') => `${base}/${page}${search}`,
    storeFor: streamingTrialStoreFor,
  };
}

/**
 * The trial's own refusal page, below its path (ADR 060): the customer already had streaming, so
 * the trial — for new subscribers — is not theirs; the page says so and points to the plans.
 */
export const TRIAL_REFUSAL_PAGE = 'new-subscribers-only';

/** The refusal page's URL in this layout, the link's query kept. */
export function trialRefusalUrl(route: StreamingFlowRoute, search = ''): string {
  return `${route.stepUrl('offer')}/${TRIAL_REFUSAL_PAGE}${search}`;
}

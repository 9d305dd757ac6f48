import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { EntryOutcome } from './enter-flow.ts';
import { useStreamingFlowRoute } from './streaming-flow-route.ts';
import { useStreamingCheckout } from './use-streaming-checkout.ts';

/**
 * What every streaming door does with its outcome (organic, trial, student): ready starts the
 * flow from what it found; an error goes to the flow's error page, the link's query kept.
 */
export function useStartFromEntry(found: EntryOutcome | undefined): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { store } = useStreamingCheckout();
  const { errorPageUrl } = useStreamingFlowRoute();
  useEffect(() => {
    if (found?.kind === 'ready') store.restart(found.start);
    else if (found?.kind === 'error') {
      void navigate(errorPageUrl(found.page, search), { replace: true });
    }
  }, [found, store, navigate, search, errorPageUrl]);
}

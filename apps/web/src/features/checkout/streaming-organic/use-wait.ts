import { useCallback } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';

/** A pause on the SDK's timers (the global ones in a browser; tests can fake them). */
export function useWait(): (ms: number) => Promise<void> {
  const { sdk } = useAppServices();
  return useCallback(
    (ms) => new Promise<void>((resolve) => sdk.runtime.timers.setTimeout(resolve, ms)),
    [sdk],
  );
}

/** How long the "that offer is for new subscribers" notice stays (flows §2.1 steps 3b, 4b). */
export const OFFER_SWITCH_NOTICE_MS = 5000;

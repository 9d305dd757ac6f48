import { useEffect, useState } from 'react';
import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import type { FlowAttempt, FlowStore } from './flow-store.ts';

/** The link's program code in the data layer, as a door records it while it loads. */
export function recordProgramCode(dataLayer: DataLayer, programCode: string | undefined): void {
  if (programCode) dataLayer.update('deviceInfo', { programCode });
}

/**
 * A door whose outcome is already in the cache when it first renders — a checkout landing the
 * server prerendered with its first reads inlined (ADR 086) — starts its flow in that render
 * rather than in an effect after it. The server's render started it the same way, so the page the
 * browser hydrates is the server's page: the offer, not a loader. Only on the door's first
 * render, and only for a flow not started yet (`notStarted`): a store nothing renders from yet
 * has no one to tell. Any other time the door's effect starts the flow, as before. The door's load
 * did not run here, so what it tells analytics is told once the page is on screen (`onStarted`).
 */
export function useStartOnFirstRender<S extends FlowAttempt>(
  store: FlowStore<S>,
  found: { kind: string; start?: Partial<S> } | undefined,
  notStarted: (state: S) => boolean,
  onStarted: (start: Partial<S>) => void,
): void {
  const [started] = useState(() => {
    if (found?.kind !== 'ready' || !found.start || !notStarted(store.get())) return undefined;
    store.restart(found.start);
    return found.start;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the start of the first render.
  useEffect(() => {
    if (started) onStarted(started);
  }, []);
}

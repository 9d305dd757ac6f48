import { useState } from 'react';
import type { FlowAttempt, FlowStore } from './flow-store.ts';

/**
 * A door whose outcome is already in the cache when it first renders — a checkout landing the
 * server prerendered with its first reads inlined (ADR 086) — starts its flow in that render
 * rather than in an effect after it. The server's render started it the same way, so the page the
 * browser hydrates is the server's page: the offer, not a loader. Only on the door's first
 * render, and only for a flow not started yet (`notStarted`): a store nothing renders from yet
 * has no one to tell. Any other time the door's effect starts the flow, as before.
 */
export function useStartOnFirstRender<S extends FlowAttempt>(
  store: FlowStore<S>,
  found: { kind: string; start?: Partial<S> } | undefined,
  notStarted: (state: S) => boolean,
): void {
  useState(() => {
    if (found?.kind !== 'ready' || !found.start || !notStarted(store.get())) return false;
    store.restart(found.start);
    return true;
  });
}

import type { OrbitSdk } from '@orbit/sdk';
import { useEffect, useSyncExternalStore } from 'react';
import { useAppServices } from './app-services.tsx';
import { type OrbitSessionState, orbitSessionFor } from './orbit-sdk.ts';

export type { OrbitSessionState } from './orbit-sdk.ts';

export interface OrbitSessionHandle extends OrbitSessionState {
  sdk: OrbitSdk;
  /** Resolves once the config is loaded and the session bootstrapped (started on first call). */
  ensureStarted(): Promise<unknown>;
}

/**
 * The SDK and the signed-in state. The first component that uses it starts the SDK (config, then
 * session bootstrap); every later one shares that start. Re-renders when the session changes
 * (sign-in, sign-out, another tab).
 */
export function useOrbitSession(options: { start?: boolean } = {}): OrbitSessionHandle {
  const { sdk } = useAppServices();
  const controller = orbitSessionFor(sdk);
  // The prerendered first screen (ADR 083) is the state before the SDK starts, as in the browser.
  const state = useSyncExternalStore(
    controller.state.subscribe,
    controller.state.get,
    controller.state.get,
  );
  const start = options.start ?? true;
  useEffect(() => {
    if (start) void controller.ensureStarted().catch(() => {});
  }, [controller, start]);
  return { ...state, sdk, ensureStarted: controller.ensureStarted };
}

/** The SDK itself, without starting it. */
export function useOrbitSdk(): OrbitSdk {
  return useAppServices().sdk;
}

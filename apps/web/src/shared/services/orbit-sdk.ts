import type { Session } from '@orbit/domain';
import { createOrbitSdk, type FetchLike, type OrbitSdk } from '@orbit/sdk';
import { createStore, type Store } from '../platform/store.ts';

/**
 * The signed-in state every feature reads. `status` follows the lazy start: `idle` until a feature
 * (or the `enableClientSDKIntegration` flag at start-up) asks for the session, `starting` while the
 * domain config loads and the session bootstraps, then `ready` or `failed`.
 */
export interface OrbitSessionState {
  status: 'idle' | 'starting' | 'ready' | 'failed';
  authenticated: boolean;
  /** The handle (email or username) the person signed in with, when known. */
  handle: string | undefined;
  error: unknown;
}

/** Starts the SDK once (config, then session bootstrap) and mirrors its session into a store. */
export interface OrbitSessionController {
  readonly sdk: OrbitSdk;
  readonly state: Store<OrbitSessionState>;
  /** Loads the config and bootstraps the session the first time; later calls share the result. */
  ensureStarted(): Promise<Session>;
}

const INITIAL: OrbitSessionState = {
  status: 'idle',
  authenticated: false,
  handle: undefined,
  error: undefined,
};

export interface CreateWebSdkOptions {
  /** This page's origin: the services are served from it. */
  serviceOrigin: string;
  fetch?: FetchLike;
  app?: { name: string; version: string };
}

/** The one SDK of the web app, made at start-up (nothing is fetched until it is started). */
export function createWebSdk(options: CreateWebSdkOptions): OrbitSdk {
  return createOrbitSdk({
    serviceOrigin: options.serviceOrigin,
    app: options.app ?? { name: 'orbit-care-web', version: '1.0.0' },
    ...(options.fetch ? { runtime: { fetch: options.fetch } } : {}),
  });
}

const controllers = new WeakMap<OrbitSdk, OrbitSessionController>();

/** The controller of an SDK; one per SDK, made on first use. */
export function orbitSessionFor(sdk: OrbitSdk): OrbitSessionController {
  let controller = controllers.get(sdk);
  if (!controller) {
    controller = createOrbitSessionController(sdk);
    controllers.set(sdk, controller);
  }
  return controller;
}

function createOrbitSessionController(sdk: OrbitSdk): OrbitSessionController {
  const state = createStore<OrbitSessionState>(INITIAL);
  let starting: Promise<Session> | undefined;

  const mirror = () => {
    const current = state.get();
    const next: OrbitSessionState = {
      status: current.status,
      authenticated: sdk.session.isAuthenticated,
      handle: sdk.session.isAuthenticated ? sdk.session.handle : undefined,
      error: current.error,
    };
    if (
      next.authenticated !== current.authenticated ||
      next.handle !== current.handle ||
      next.status !== current.status
    ) {
      state.set(next);
    }
  };
  sdk.onSessionEvent((event) => {
    if (event.type === 'sessionChanged') mirror();
  });

  return {
    sdk,
    state,
    ensureStarted() {
      if (!starting) {
        state.set({ ...state.get(), status: 'starting', error: undefined });
        starting = (async () => {
          await sdk.loadConfig();
          return sdk.start();
        })().then(
          (session) => {
            state.set({
              status: 'ready',
              authenticated: sdk.session.isAuthenticated,
              handle: sdk.session.isAuthenticated ? sdk.session.handle : undefined,
              error: undefined,
            });
            return session;
          },
          (error: unknown) => {
            // A later call tries again (a network blip must not sign-in-block the page for good).
            starting = undefined;
            state.set({ ...state.get(), status: 'failed', error });
            throw error;
          },
        );
      }
      return starting;
    },
  };
}

import type { StartupDocument } from '@orbit/domain';
import type { FetchLike } from '@orbit/sdk';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { AnalyticsTarget } from '../shared/analytics/data-layer.ts';
import type { ExternalNavigator } from '../shared/platform/external-navigator.ts';
import { systemTimers, type Timers } from '../shared/platform/timers.ts';
import { readStartupDocument } from './startup-document.ts';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Everything the app takes from its host environment, in one place. The browser passes
 * `createBrowserRuntime(window)`; tests pass fakes (a memory router, a fake fetch, a fake clock).
 * Nothing in the app reads `window` or `document` at module scope.
 */
export interface AppRuntime {
  hostname: string;
  origin: string;
  /** The query string of the first URL (`langpref` is read from it). */
  initialSearch: string;
  referrer(): string;
  fetch: FetchLike;
  buildHash: string;
  /** What the server inlined in index.html (ADR 083); absent, the app fetches it. */
  startup?: StartupDocument | undefined;
  navigator: ExternalNavigator;
  timers: Timers;
  /** Where 'error' and 'unhandledrejection' are heard: `window`. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
  document: Document | undefined;
  analyticsTarget: AnalyticsTarget;
  scrollToTop(): void;
  createRouter(routes: RouteObject[]): AppRouter;
}

export function createBrowserRuntime(win: Window & AnalyticsTarget): AppRuntime {
  return {
    hostname: win.location.hostname,
    origin: win.location.origin,
    initialSearch: win.location.search,
    referrer: () => win.document.referrer,
    fetch: (input, init) => win.fetch(input, init),
    buildHash: import.meta.env.VITE_BUILD_HASH,
    startup: readStartupDocument(win.document),
    navigator: {
      assign: (url) => win.location.assign(url),
      reload: () => win.location.reload(),
    },
    timers: systemTimers(),
    events: win,
    document: win.document,
    analyticsTarget: win,
    scrollToTop: () => win.scrollTo({ top: 0, left: 0, behavior: 'instant' }),
    createRouter: (routes) => createBrowserRouter(routes),
  };
}

import type { StartupDocument } from '@orbit/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import type { AppInstance } from '../app/app-instance.tsx';
import type { AppRuntime } from '../app/runtime.ts';
import type { AnalyticsTarget } from '../shared/analytics/data-layer.ts';
import { createFakeClock } from './fake-clock.ts';
import { createFakeServer, type FakeServer } from './fake-server.ts';

export interface RenderAppOptions {
  /** The first URL: path and query. */
  url?: string;
  host?: string;
  server?: FakeServer;
  /** Renders inside React's StrictMode, as `main.tsx` does: effects run twice on mount. */
  strict?: boolean;
  /** Puts the app inside providers of the test's own (a human-check solver where jsdom has no workers). */
  wrap?: (app: ReactNode) => ReactNode;
  /** What the server would have inlined in index.html (ADR 083). */
  startup?: StartupDocument;
}

/**
 * The runtime the app gets in a test: a fake server, a memory router at `url`, a fake clock, a
 * watched navigator; `startup` as the server would have inlined it.
 */
export function createTestRuntime({
  url = '/',
  host = 'care.orbitradio.com',
  server = createFakeServer(),
  startup,
}: Pick<RenderAppOptions, 'url' | 'host' | 'server' | 'startup'> = {}) {
  const clock = createFakeClock();
  const navigator = { assign: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() };
  const scrollToTop = vi.fn<() => void>();
  const events = new EventTarget();
  const analyticsTarget: AnalyticsTarget = {};
  const origin = `https://${host}`;

  const runtime: AppRuntime = {
    hostname: host,
    origin,
    initialSearch: new URL(url, origin).search,
    referrer: () => '',
    fetch: server.fetch,
    buildHash: 'test-build',
    startup,
    navigator,
    timers: clock,
    events,
    document,
    analyticsTarget,
    scrollToTop,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [url] }),
  };

  return { runtime, clock, navigator, scrollToTop, events, analyticsTarget, origin };
}

/**
 * Renders the whole app as a visitor would meet it, with a fake server, a memory router, a fake
 * clock and a watched navigator, and waits for the configuration to load.
 */
export function renderApp({
  url = '/',
  host = 'care.orbitradio.com',
  server = createFakeServer(),
  strict = false,
  wrap = (app) => app,
  startup,
}: RenderAppOptions = {}) {
  const { runtime, clock, navigator, scrollToTop, events, analyticsTarget, origin } =
    createTestRuntime({ url, host, server, startup });
  let app: AppInstance | undefined;

  const tree = (
    <App
      runtime={runtime}
      onReady={(instance) => {
        app = instance;
      }}
    />
  );
  render(wrap(strict ? <StrictMode>{tree}</StrictMode> : tree));

  const instance = () => {
    if (!app) throw new Error('The app has not started (config not loaded yet?).');
    return app;
  };

  return {
    server,
    clock,
    navigator,
    scrollToTop,
    events,
    analyticsTarget,
    origin,
    instance,
    /** Resolves once the app started and no navigation is pending. */
    async settled() {
      await waitFor(() => {
        const { state } = instance().router;
        if (!state.initialized || state.navigation.state !== 'idle') throw new Error('navigating');
      });
      return instance();
    },
    /** The current location as `pathname + search`. */
    location() {
      const { pathname, search } = instance().router.state.location;
      return `${pathname}${search}`;
    },
    async navigate(to: string) {
      await act(() => instance().router.navigate(to));
    },
    /** Advances the fake clock inside act(). */
    advance(ms: number) {
      act(() => clock.advance(ms));
    },
    /**
     * Waits for the page heading (h1) — with this text when given, which also waits out the
     * previous page after a navigation — and fails if it does not appear.
     */
    async heading(name?: string) {
      const heading = await screen.findByRole('heading', {
        level: 1,
        ...(name === undefined ? {} : { name }),
      });
      // The page's effects (its analytics, its focus) run in React's scheduler task after the
      // commit that showed the heading; on a loaded machine that task yields and runs after this
      // lookup has answered. One turn of the scheduler lets them run before the test reads them.
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
      return heading;
    },
  };
}

export type RenderedApp = ReturnType<typeof renderApp>;

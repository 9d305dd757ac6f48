import type { StartupDocument } from '@orbit/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createPath } from 'react-router';
import { systemTimers } from '../../shared/platform/timers.ts';
import { App } from '../app.tsx';
import type { AppRuntime } from '../runtime.ts';
import { startApp } from './start-app.ts';

export interface PrerenderInput {
  /** Path and query of the page, e.g. `/sign-in?langpref=fr`. */
  url: string;
  hostname: string;
  startup: StartupDocument;
}

/**
 * The first screen of a page as HTML for `#root` (ADR 083), rendered by the server from the Vite
 * SSR build of this file: the app started as the browser will start it, so the browser's
 * `hydrateRoot` finds the same markup. Nothing is fetched — a page that needs server data shows
 * what it shows while that loads. Undefined when the route redirects: that page is not this URL's.
 */
export async function prerenderPage({
  url,
  hostname,
  startup,
}: PrerenderInput): Promise<string | undefined> {
  const origin = `https://${hostname}`;
  const runtime: AppRuntime = {
    hostname,
    origin,
    initialSearch: new URL(url, origin).search,
    referrer: () => '',
    fetch: () => Promise.reject(new Error('A prerendered first screen fetches nothing.')),
    buildHash: import.meta.env.VITE_BUILD_HASH,
    startup,
    navigator: { assign: () => {}, reload: () => {} },
    timers: systemTimers(),
    events: undefined,
    document: undefined,
    analyticsTarget: {},
    scrollToTop: () => {},
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [url] }),
  };
  const app = await startApp(runtime);
  try {
    if (createPath(app.router.state.location) !== url) return undefined;
    return renderToString(
      <StrictMode>
        <App runtime={runtime} started={app} />
      </StrictMode>,
    );
  } finally {
    app.dispose();
  }
}

import {
  countryFromHost,
  type FirstQuery,
  type PrerenderedScreen,
  type StartupDocument,
} from '@orbit/domain';
import type { FetchLike } from '@orbit/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createPath } from 'react-router';
import { readLandingFirstScreen } from '../../features/checkout/pages/landing-first-reads.ts';
import { initialLocale } from '../../shared/i18n/locale.ts';
import { systemTimers } from '../../shared/platform/timers.ts';
import { App } from '../app.tsx';
import type { AppRuntime } from '../runtime.ts';
import { startApp } from './start-app.ts';

export interface PrerenderInput {
  /** Path and query of the page, e.g. `/sign-in?langpref=fr`. */
  url: string;
  hostname: string;
  startup: StartupDocument;
  /**
   * Answers the care calls a checkout landing's first screen makes (ADR 086), in the server's
   * process. Without it, nothing is fetched.
   */
  firstReads?: FetchLike | undefined;
}

const fetchesNothing: FetchLike = () =>
  Promise.reject(new Error('A prerendered first screen fetches nothing.'));

/** Every answer in the cache, under its key, with when it was read. */
function firstQueriesOf(client: QueryClient | undefined): FirstQuery[] {
  return (client?.getQueryCache().getAll() ?? [])
    .filter((query) => query.state.status === 'success' && query.state.data !== undefined)
    .map((query) => ({
      queryKey: [...query.queryKey],
      data: query.state.data,
      readAt: query.state.dataUpdatedAt,
    }));
}

/**
 * The first screen of a page as HTML for `#root` (ADR 083), rendered by the server from the Vite
 * SSR build of this file: the app started as the browser will start it, so the browser's
 * `hydrateRoot` finds the same markup. A checkout landing's first reads (its offer, its campaign)
 * are read first and rendered, and go back with the screen to be inlined (ADR 086); when any of
 * them fails, none goes, and the screen is the one the browser renders without them. Undefined
 * when the route redirects: that page is not this URL's.
 */
export async function prerenderPage({
  url,
  hostname,
  startup,
  firstReads,
}: PrerenderInput): Promise<PrerenderedScreen | undefined> {
  const origin = `https://${hostname}`;
  const { pathname, search } = new URL(url, origin);
  const runtime: AppRuntime = {
    hostname,
    origin,
    initialSearch: search,
    referrer: () => '',
    fetch: firstReads ?? fetchesNothing,
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
    const { services } = app;
    const locale = initialLocale(countryFromHost(hostname), search);
    const read =
      firstReads !== undefined &&
      (await readLandingFirstScreen(services, { pathname, search, locale }));
    // Part of a landing's reads is no first screen of its own: the browser, without them, would
    // render another page than this one.
    if (!read) services.serverState.client?.clear();
    const firstQueries = read ? firstQueriesOf(services.serverState.client) : undefined;
    const html = renderToString(
      <StrictMode>
        <App runtime={runtime} started={app} />
      </StrictMode>,
    );
    return { html, ...(firstQueries ? { firstQueries } : {}) };
  } finally {
    app.dispose();
  }
}

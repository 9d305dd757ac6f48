import type { FeatureFlags } from '@orbit/domain';
import type { ReactNode } from 'react';
import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import type { ExternalNavigator } from '../shared/platform/external-navigator.ts';
import type { RouteHandle } from '../shared/routing/route-handle.ts';
import { PAGE_MODULES } from './route-modules.ts';
import {
  type AccountCentreLoginRoute,
  ERROR_PATH,
  type PageRoute,
  type PublicRoute,
  ROUTE_TABLE,
  type RouteEntry,
  titleKeyOf,
} from './route-table.ts';
import { queryRedirectLoader, redirectLoader } from './routing/redirects.ts';
import { AccountCentreRedirect } from './shell/account-centre-redirect.tsx';

export interface RouteDeps {
  flags: FeatureFlags;
  /** Where `account/login` sends the browser when the account-centre login flag is on. */
  accountCentreLoginUrl: string;
  navigator: ExternalNavigator;
  /** The root guard (env-info) every page except /error waits for. */
  rootGuard: LoaderFunction;
  /** The shell around every page. */
  layout: ReactNode;
  /** Shown instead of the layout when a route fails to load or render. */
  errorElement: ReactNode;
  /** Shown while the first navigation loads. */
  hydrateFallback: ReactNode;
  /** Loads the messages a page module brought, in the visitor's language (ADR 082). */
  pageMessages(): Promise<void>;
}

function pathOf(entry: { path: string }, prefix: boolean): string {
  return prefix ? `${entry.path}/*` : entry.path;
}

function pageRoute(
  entry: PageRoute | PublicRoute | AccountCentreLoginRoute,
  prefix: boolean,
  pageMessages: () => Promise<void>,
): RouteObject {
  const handle: RouteHandle = {
    titleKey: titleKeyOf(entry),
    ...('data' in entry ? entry.data : {}),
  };
  return {
    path: pathOf(entry, prefix),
    // The navigation waits for the page's words as well as its code (ADR 082).
    lazy: async () => {
      const page = await PAGE_MODULES[entry.page]();
      await pageMessages();
      return page;
    },
    handle,
    ...(entry.kind === 'page' && entry.queryRedirect
      ? { loader: queryRedirectLoader(entry.queryRedirect) }
      : {}),
  };
}

/**
 * Turns the route table into react-router routes. Flags are read once, here: a disabled route
 * becomes a redirect to its fallback and its page module is never loaded.
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const open: RouteObject[] = [];
  const guarded: RouteObject[] = [];

  const add = (entry: RouteEntry) => {
    switch (entry.kind) {
      case 'public':
        open.push(pageRoute(entry, false, deps.pageMessages));
        return;
      case 'redirect': {
        const loader = redirectLoader({ to: entry.to, keepQuery: entry.keepQuery });
        open.push(
          entry.path === ''
            ? { index: true, loader, element: null }
            : { path: entry.path, loader, element: null },
        );
        return;
      }
      case 'account-centre-login':
        if (deps.flags[entry.flag]) {
          const url = deps.accountCentreLoginUrl;
          open.push({
            path: pathOf(entry, true),
            loader: () => {
              deps.navigator.assign(url);
              return null;
            },
            element: <AccountCentreRedirect href={url} />,
            handle: { titleKey: titleKeyOf(entry) } satisfies RouteHandle,
          });
        } else {
          guarded.push(pageRoute(entry, true, deps.pageMessages));
        }
        return;
      case 'page':
        if (entry.flag && !deps.flags[entry.flag]) {
          const fallback = entry.fallback ?? { to: ERROR_PATH, keepQuery: false };
          open.push({
            path: pathOf(entry, entry.prefix),
            loader: redirectLoader(fallback),
            element: null,
          });
        } else {
          guarded.push(pageRoute(entry, entry.prefix, deps.pageMessages));
        }
        return;
    }
  };
  for (const entry of ROUTE_TABLE) add(entry);

  return [
    {
      id: 'app',
      path: '/',
      element: deps.layout,
      errorElement: deps.errorElement,
      hydrateFallbackElement: deps.hydrateFallback,
      children: [
        ...open,
        {
          id: 'root',
          loader: deps.rootGuard,
          // env-info once per visit; later navigations under the root do not call it again.
          shouldRevalidate: () => false,
          children: guarded,
        },
        // 404 goes to the general error page (spec 000 §2).
        { path: '*', loader: () => redirect(ERROR_PATH), element: null },
      ],
    },
  ];
}

import type { FeatureFlag, FeatureFlags, FirstPaintManifest, FirstPaintRoute } from '@orbit/domain';

/** How many redirects a first page load follows to find its page (the route table's chains are short). */
const MAX_REDIRECTS = 4;

function normalized(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
}

/**
 * The route the web app would match for this path: an exact path, or a prefix route above it,
 * the most specific first (the route table's paths are static, so the longest wins, as it does in
 * react-router). Matrix parameters (`;proactiveFlag=…`) belong to their segment's route.
 */
function matchRoute(
  routes: readonly FirstPaintRoute[],
  pathname: string,
): FirstPaintRoute | undefined {
  const path = normalized(pathname.replace(/;[^/]*/g, ''));
  let best: FirstPaintRoute | undefined;
  for (const route of routes) {
    const routePath = route.path.toLowerCase();
    const matches =
      path === routePath ||
      (route.prefix && (routePath === '' || path.startsWith(`${routePath}/`)));
    if (matches && (!best || routePath.length > best.path.length)) best = route;
  }
  return best;
}

/**
 * The page module a first load of `pathname` ends on, following the route table's redirects and
 * the fallbacks of routes whose flag is off for this host; undefined for a path no page serves.
 */
export function firstPageOf(
  manifest: Pick<FirstPaintManifest, 'routes'>,
  pathname: string,
  flags: FeatureFlags,
): string | undefined {
  let path = pathname;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const route = matchRoute(manifest.routes, path);
    if (!route) return undefined;
    const flagOff = route.flag !== undefined && !flags[route.flag as FeatureFlag];
    if (route.page && !flagOff) return route.page;
    if (!route.redirectTo) return undefined;
    path = route.redirectTo;
  }
  return undefined;
}

import { useMatches } from 'react-router';

/** Static data on a route (`handle`): its title message and flags a page may read. */
export interface RouteHandle {
  /** Message id of the page title; the app title is used when no matched route has one. */
  titleKey?: string;
  /** `subscription/change-term`: the change flow limited to the term. */
  changeTermOnly?: boolean;
  /** `…/satellite/change-to`: the radio steps before the change flow (ADR 052). */
  changeTo?: boolean;
}

/** The handles of the matched routes merged outer to inner, so the deepest route wins. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) {
    if (match.handle && typeof match.handle === 'object') Object.assign(merged, match.handle);
  }
  return merged;
}

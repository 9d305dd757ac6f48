import type { PageLoading } from '../../shared/loading/page-loading.ts';
import { hasQueryValue } from '../../shared/routing/query.ts';

interface TrackedLocation {
  pathname: string;
  search: string;
}

/** The slice of a react-router data router the tracker reads. */
export interface NavigationSource {
  state: {
    initialized: boolean;
    location: TrackedLocation;
    navigation: { state: string; location?: TrackedLocation | undefined };
  };
  subscribe(listener: (state: NavigationSource['state']) => void): () => void;
}

export interface NavigationTrackerOptions {
  router: NavigationSource;
  pageLoading: PageLoading;
  /** Receives the `app-loading` class while a navigation runs. */
  body: Pick<HTMLElement, 'classList'> | undefined;
  scrollToTop(): void;
  onNavigationEnd?(location: TrackedLocation): void;
}

export const APP_LOADING_CLASS = 'app-loading';

/**
 * Streaming checkout URLs telling an ineligible visitor about another offer carry `status=i` or
 * `ineligibleForOffer=true`; those pages show their own animation, so the full-page loader stays down.
 */
export function skipsFullPageLoader({ pathname, search }: TrackedLocation): boolean {
  if (!pathname.toLowerCase().startsWith('/subscribe/checkout/purchase/streaming')) return false;
  return (
    hasQueryValue(search, 'status', 'i') || hasQueryValue(search, 'ineligibleForOffer', 'true')
  );
}

/**
 * Navigation states (spec 000 §4, flows §9.2). On start: `body.app-loading` and the page-data-loading
 * flag (except the streaming URLs above). On end: scroll to the top instantly, drop the marker, lower
 * the flag and report the page.
 */
export function trackNavigation(options: NavigationTrackerOptions): () => void {
  let navigating = false;

  const start = (location: TrackedLocation) => {
    navigating = true;
    options.body?.classList.add(APP_LOADING_CLASS);
    if (!skipsFullPageLoader(location)) options.pageLoading.set(true);
  };
  const end = (location: TrackedLocation) => {
    navigating = false;
    options.scrollToTop();
    options.body?.classList.remove(APP_LOADING_CLASS);
    options.pageLoading.set(false);
    options.onNavigationEnd?.(location);
  };
  const busy = (state: NavigationSource['state']) =>
    !state.initialized || state.navigation.state !== 'idle';

  const initial = options.router.state;
  if (busy(initial)) start(initial.navigation.location ?? initial.location);
  else end(initial.location);

  return options.router.subscribe((state) => {
    if (busy(state) && !navigating) start(state.navigation.location ?? state.location);
    else if (!busy(state) && navigating) end(state.location);
  });
}

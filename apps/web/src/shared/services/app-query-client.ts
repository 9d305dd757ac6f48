import { QueryClient } from '@tanstack/react-query';
import type { AppServices } from './app-services.tsx';
import { type OrbitSessionState, orbitSessionFor } from './orbit-sdk.ts';

/**
 * The app instance's query client, made the first time a page asks for it, with what the server
 * inlined for the first screen already in it (ADR 086). The app puts it around the router
 * (`AppQueryClientProvider`, ADR 121): every page reads or submits through it, so TanStack Query
 * comes with the entry route rather than with each page.
 */
export function appQueryClientOf(services: AppServices): QueryClient {
  const state = services.serverState;
  if (!state.client) {
    state.client = createAppQueryClient();
    // Each answer aged from when the server read it: a query fresh for five minutes is fresh
    // for what is left of them, then read again as any other.
    for (const { queryKey, data, readAt } of state.firstQueries ?? []) {
      state.client.setQueryData(queryKey, data, { updatedAt: readAt });
    }
    forgetOnSignInChange(services, state.client);
  }
  return state.client;
}

/**
 * The app's defaults. No retries anywhere in the web app (flows §0: a session-timeout answer comes
 * once, and a payment is never sent twice by the cache), and no refetch on focus: freshness is
 * each query's `staleTime`, set by its `queryOptions` factory. A mutation is forgotten as soon as
 * the form that sent it is gone (`gcTime: 0`): what a customer typed (a card before it is
 * tokenized, a gift card's PIN) is not kept by the app-wide cache.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false, gcTime: 0 },
    },
  });
}

const whoIsSignedIn = (state: OrbitSessionState) =>
  state.authenticated ? `signed in as ${state.handle ?? ''}` : 'signed out';

/**
 * Once the SDK's session is known, a sign-in, a sign-out or another person (here or in another
 * tab) drops everything cached: none of it may show to the next person. What is on screen reads
 * again at once.
 */
function forgetOnSignInChange(services: AppServices, client: QueryClient): void {
  const session = orbitSessionFor(services.sdk).state;
  let known = session.get().status === 'ready' ? whoIsSignedIn(session.get()) : undefined;
  session.subscribe(() => {
    const current = session.get();
    if (current.status !== 'ready') return;
    const who = whoIsSignedIn(current);
    if (known !== undefined && known !== who) void client.resetQueries();
    known = who;
  });
}

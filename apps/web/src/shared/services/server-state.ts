import type { FirstQuery } from '@orbit/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the app instance keeps its one server-state cache (ADR 014). The entry route holds only
 * this slot (`{ client: undefined }`, and `client?.clear()` when the instance stops): the first
 * page that reads server state makes the client (`app-query-client.ts`, which loads TanStack
 * Query with that page), and every later page, on any route, reuses it.
 */
export interface ServerState {
  client: QueryClient | undefined;
  /**
   * What the server read for a prerendered landing's first screen (ADR 086), from the start-up
   * document: the client starts with these answers cached, so the page does not read them again.
   */
  firstQueries?: readonly FirstQuery[] | undefined;
}

/**
 * Something the cache did not do itself changed what the care API answers (a purchase, an
 * account identified): everything cached is read again by the next page that shows it. What is
 * on screen stays until then, so the page that made the change does not flicker.
 */
export function markServerStateStale(state: ServerState): void {
  void state.client?.invalidateQueries({ refetchType: 'none' });
}

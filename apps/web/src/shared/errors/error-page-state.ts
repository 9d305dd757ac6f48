/**
 * What a visit to /error carries in its history entry (router state, never the URL): the id of
 * the failed request that sent the visitor there, shown as a reference they can quote.
 */
export interface ErrorPageState {
  failedRequestId: string;
}

/** The router state for a navigation to /error; nothing when no request id is known. */
export function errorPageState(failedRequestId: string | undefined): ErrorPageState | undefined {
  return failedRequestId ? { failedRequestId } : undefined;
}

/** The reference in a location's state, whoever put the state there. */
export function failedRequestIdOf(state: unknown): string | undefined {
  const id = (state as Partial<ErrorPageState> | null | undefined)?.failedRequestId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

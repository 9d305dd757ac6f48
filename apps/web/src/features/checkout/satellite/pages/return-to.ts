import { SATELLITE_PATH } from '../flow/satellite-flows.ts';

/** What the satellite pages outside a flow read from the router state: the way back into it. */
export interface ReturnToState {
  returnTo?: string;
}

/**
 * The way back a page was handed, when it is a satellite checkout address of this site (router
 * state cannot come from another site, but a stale entry must not send the customer elsewhere);
 * otherwise the organic checkout, which every market has.
 */
export function returnToOf(state: unknown): string {
  const returnTo = (state as ReturnToState | null)?.returnTo;
  if (typeof returnTo === 'string' && returnTo.startsWith(`${SATELLITE_PATH}/`)) return returnTo;
  return `${SATELLITE_PATH}/organic`;
}

/** The query without the promo code that failed (it would fail again). */
export function searchWithoutPromoCode(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key.toLowerCase() === 'promocode') params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

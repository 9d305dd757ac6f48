/** First retry after 30 s, then doubling, never more than an hour apart. */
const BASE_SECONDS = 30;
const MAX_SECONDS = 3600;

/** Seconds to wait after the `attempts`-th failed attempt (1-based). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_SECONDS, BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
}

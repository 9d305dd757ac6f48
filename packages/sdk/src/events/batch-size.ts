export interface BatchSizeLimits {
  /** The size when the config names none. */
  fallback: number;
  /** The most the service accepts in one batch, whatever the config says. */
  hardMax: number;
}

/**
 * The batch size from a domain config's `maxEventBatchCount` extra (spec 001 §9), kept between 1
 * and what the endpoint accepts, so a config typo can neither stall nor overflow the buffer.
 */
export function maxBatchSizeFrom(
  extras: Readonly<Record<string, unknown>> | undefined,
  limits: BatchSizeLimits,
): number {
  const configured = extras?.maxEventBatchCount;
  const size =
    typeof configured === 'number' && Number.isInteger(configured) && configured >= 1
      ? configured
      : limits.fallback;
  return Math.max(1, Math.min(size, limits.hardMax));
}

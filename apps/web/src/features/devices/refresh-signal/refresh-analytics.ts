import type { DataLayer } from '../../../shared/analytics/data-layer.ts';

/**
 * The use case the refresh page reports (flows §8.2): the unauthenticated landing is
 * STAND_ALONE_DEVICE_REFRESH; a `?receiver=` landing that found the radio is the authenticated one.
 */
export const REFRESH_USE_CASES = {
  standAlone: 'STAND_ALONE_DEVICE_REFRESH',
  receiver: 'AUTHENTICATED_DEVICE_REFRESH',
} as const;

export function trackRefreshUseCase(
  dataLayer: DataLayer,
  useCase: (typeof REFRESH_USE_CASES)[keyof typeof REFRESH_USE_CASES],
): void {
  dataLayer.update('pageInfo', { useCase });
}

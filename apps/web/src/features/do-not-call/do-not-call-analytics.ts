import type { FieldErrorCode } from '@orbit/domain';
import type { DataLayer } from '../../shared/analytics/data-layer.ts';

/** The flow's name in the data layer; its pages are DNC/dncLanding, DNC/dncThankYou, DNC/dncError. */
export const DO_NOT_CALL_FLOW = 'DNC';
export type DoNotCallPageKey = 'dncLanding' | 'dncThankYou' | 'dncError';

/** A page of the flow came on screen (flows §8.3): `pageInfo` and a `page-loaded` event. */
export function trackDoNotCallPage(dataLayer: DataLayer, page: DoNotCallPageKey): void {
  const pageInfo = { flowName: DO_NOT_CALL_FLOW, componentName: page };
  dataLayer.update('pageInfo', pageInfo);
  dataLayer.push('page-loaded', { pageInfo });
}

/** The phone number was refused in the browser: a user error, never the number itself. */
export function trackPhoneError(dataLayer: DataLayer, code: FieldErrorCode): void {
  dataLayer.trackError({
    errorType: 'USER',
    errorName: 'dncLanding.phoneNumber',
    errorCode: code,
    details: { field: 'phoneNumber' },
  });
}

import type { FieldErrorCode } from '@orbit/domain';
import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import { trackFieldUserErrors } from '../../../shared/analytics/user-errors.ts';
import type { IdentifiedRadio } from './identified-radio.ts';
import type { LookupField } from './lookup-rules.ts';

/** What the typed identifier may add to `deviceInfo`: the radio id or VIN typed, never a plate. */
export interface TypedIdentifier {
  radioId?: string | undefined;
  vin?: string | undefined;
}

/**
 * A successful lookup (spec 000 §4): the authentication type and the "identified" status in
 * `customerInfo`, the radio in `deviceInfo`, and the authentication-success event.
 */
export function trackIdentified(
  dataLayer: DataLayer,
  radio: IdentifiedRadio,
  typed: TypedIdentifier = {},
): void {
  dataLayer.update('customerInfo', { authenticationType: radio.authenticationType });
  dataLayer.setAuthenticationStatus('Identified users');
  dataLayer.update('deviceInfo', {
    ...(typed.radioId ? { esn: typed.radioId } : {}),
    ...(typed.vin ? { vin: typed.vin } : {}),
    status: radio.status,
    type: radio.deviceType,
    vehicleInfo: radio.vehicle ?? {},
  });
  dataLayer.push('authentication-success', {
    customerInfo: { authenticationType: radio.authenticationType },
  });
}

/** A lookup that found nothing, or was refused (spec 000 §4: authentication failure). */
export function trackLookupFailed(
  dataLayer: DataLayer,
  authenticationType: string,
  reason: string,
): void {
  dataLayer.push('authentication-failure', {
    customerInfo: { authenticationType },
    errorInfo: [{ errorType: 'BUSINESS', errorName: 'find your radio', errorCode: reason }],
  });
}

/**
 * Invalid input is a user error (spec 000 §5, "the radio-id lookup form has its own invalid-input
 * tracking"): one record per field, named by the form and field, with the rule's code. The values
 * typed are never recorded.
 */
export function trackInvalidInput(
  dataLayer: DataLayer,
  form: string,
  errors: Partial<Record<LookupField, FieldErrorCode>>,
): void {
  trackFieldUserErrors(dataLayer, { form }, errors);
}

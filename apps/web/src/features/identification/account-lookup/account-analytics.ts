import type { CareIdentifiedAccount, FieldErrorCode, IdentificationKind } from '@orbit/domain';
import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import type { ErrorReporter } from '../../../shared/errors/error-reporter.ts';

/**
 * A successful lookup by any entry method (spec 000 §4): the authentication type and the
 * "Identified users" status in `customerInfo`, and the authentication-success event.
 */
export function trackIdentifiedBy(
  dataLayer: DataLayer,
  authenticationType: IdentificationKind,
  customerInfo: Record<string, string | number> = {},
): void {
  dataLayer.update('customerInfo', { authenticationType, ...customerInfo });
  dataLayer.setAuthenticationStatus('Identified users');
  dataLayer.push('authentication-success', { customerInfo: { authenticationType } });
}

/**
 * A successful account lookup: as any lookup, plus how many accounts a FLEPZ lookup found and
 * how many subscriptions the account shows. No name, number or radio id goes into the data layer.
 */
export function trackAccountIdentified(
  dataLayer: DataLayer,
  account: CareIdentifiedAccount,
  accountsFound?: number,
): void {
  dataLayer.update('account', { subscriptions: account.radios.length + account.streaming.length });
  trackIdentifiedBy(
    dataLayer,
    account.authenticationType,
    accountsFound === undefined ? {} : { accountsFound },
  );
}

/** A lookup that found nothing, or was refused (spec 000 §4: authentication failure). */
export function trackAccountLookupFailed(
  dataLayer: DataLayer,
  authenticationType: IdentificationKind,
  reason: string,
): void {
  dataLayer.push('authentication-failure', {
    customerInfo: { authenticationType },
    errorInfo: [{ errorType: 'BUSINESS', errorName: 'account lookup', errorCode: reason }],
  });
}

export interface ClientValidationFailure {
  field: string;
  code: FieldErrorCode;
  /** The analytics name of the failure; `<form>.<field>` unless the form has its own words. */
  name?: string;
}

/**
 * Client-side validation failures (spec 000 §5): each a user error (`frontEndError`), then the
 * list re-raised as one business error, as the spec's web app did. The values typed are never
 * recorded, only the field and the rule's code.
 */
export function trackClientValidation(
  services: { dataLayer: DataLayer; errors: ErrorReporter },
  form: string,
  failures: readonly ClientValidationFailure[],
): void {
  if (failures.length === 0) return;
  const names = failures.map((failure) => failure.name ?? `${form}.${failure.field}`);
  failures.forEach((failure, index) => {
    services.dataLayer.trackError({
      errorType: 'USER',
      errorName: names[index] ?? form,
      errorCode: failure.code,
      details: { form, field: failure.field },
    });
  });
  services.errors.reportBusinessError({
    name: form,
    code: 'CLIENT_VALIDATION',
    message: `${form}: ${names.join('; ')}`,
  });
}

/** The failures of a form's errors object, in field order. */
export function failuresOf(
  errors: Partial<Record<string, FieldErrorCode>>,
): ClientValidationFailure[] {
  return Object.entries(errors).flatMap(([field, code]) => (code ? [{ field, code }] : []));
}

import {
  type CareDoNotCallResult,
  errorCodeForLog,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  isFieldErrorCode,
  type Locale,
} from '@orbit/domain';
import { doNotCallCalls, isCareApiError } from '@orbit/sdk';
import type { AppServices } from '../../shared/services/app-services.tsx';
import { careCallsFor } from '../../shared/services/care-calls.ts';

export type DoNotCallOutcome =
  | { kind: 'registered'; registration: CareDoNotCallResult }
  /** The server refused the number (its rule is the form's; a backstop). */
  | { kind: 'invalid'; code: FieldErrorCode }
  | { kind: 'tooMany' }
  /** Anything else: the flow's error page, with the do-not-call phone number. */
  | { kind: 'failed' }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

/**
 * `POST /services/account-mgmt/preferences/donotcall`. The flow has its own error page (call the
 * do-not-call number), so the global handler is skipped; failures are still tracked and a
 * session timeout still opens the timeout modal.
 */
export async function sendDoNotCall(
  services: Pick<AppServices, 'careRequester' | 'errors'>,
  phoneNumber: string,
  languagePreference: Locale,
): Promise<DoNotCallOutcome> {
  try {
    const registration = await careCallsFor(
      services.careRequester,
      doNotCallCalls,
    ).registerDoNotCall({ phoneNumber, languagePreference }, { skipGlobalHandler: true });
    return { kind: 'registered', registration };
  } catch (error) {
    if (!isCareApiError(error)) {
      services.errors.reportAppError(error);
      return { kind: 'failed' };
    }
    if (error.isSessionTimedOut) {
      services.errors.handleCareError(error);
      return { kind: 'stopped' };
    }
    const code = errorCodeForLog(error);
    if (error.status === 429) {
      services.errors.reportBusinessError({ name: 'do not call', code });
      return { kind: 'tooMany' };
    }
    const phoneError = error.fieldErrors.find((field) => field.fieldName === 'phoneNumber');
    if (error.status === 400 && phoneError) {
      const fieldCode = isFieldErrorCode(phoneError.errorCode)
        ? phoneError.errorCode
        : FIELD_ERROR_CODES.INVALID;
      return { kind: 'invalid', code: fieldCode };
    }
    services.errors.reportSystemError({
      code,
      message: `do not call: HTTP ${error.status} ${error.method} ${error.path}`,
    });
    return { kind: 'failed' };
  }
}

import {
  type CareCaptchaFields,
  type CareDoNotCallResult,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  isFieldErrorCode,
  type Locale,
} from '@orbit/domain';
import { doNotCallCalls } from '@orbit/sdk';
import { type Failure, failureOf, reportFailure } from '../../shared/errors/index.ts';
import { CAPTCHA_REQUIRED } from '../../shared/human-check/index.ts';
import type { AppServices } from '../../shared/services/app-services.tsx';
import { careCallsFor } from '../../shared/services/care-calls.ts';

export type DoNotCallOutcome =
  | { kind: 'registered'; registration: CareDoNotCallResult }
  /** The server refused the number (its rule is the form's; a backstop). */
  | { kind: 'invalid'; code: FieldErrorCode }
  | { kind: 'tooMany' }
  /** Past the number's or the address's budget: the same request again, with a solved check. */
  | { kind: 'humanCheck'; failure: Failure }
  /** Anything else: the flow's error page, with the do-not-call phone number. */
  | { kind: 'failed' }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

/**
 * `POST /services/account-mgmt/preferences/donotcall`. The flow has its own error page (call the
 * do-not-call number), so the global handler is skipped; failures are still tracked and a
 * session timeout still opens the timeout modal. `captcha` is a solved check's proof, sent as
 * the spec's `answer` and `token` once the server asked for one.
 */
export async function sendDoNotCall(
  services: Pick<AppServices, 'careRequester' | 'errors'>,
  phoneNumber: string,
  languagePreference: Locale,
  captcha: CareCaptchaFields = {},
): Promise<DoNotCallOutcome> {
  const proof = captcha.captchaToken
    ? { answer: captcha.captchaAnswer, token: captcha.captchaToken }
    : {};
  try {
    const registration = await careCallsFor(
      services.careRequester,
      doNotCallCalls,
    ).registerDoNotCall({ phoneNumber, languagePreference, ...proof }, { skipGlobalHandler: true });
    return { kind: 'registered', registration };
  } catch (error) {
    const failure = failureOf(error);
    // Not a failure for the customer: the page shows the check and they press Continue again.
    if (failure.code === CAPTCHA_REQUIRED) return { kind: 'humanCheck', failure };
    // The number's refusal is the form's to show (its rule is the server's): not reported.
    const phoneError = failure.fieldErrors.find((field) => field.fieldName === 'phoneNumber');
    if (failure.kind === 'refused' && phoneError) {
      const fieldCode = isFieldErrorCode(phoneError.errorCode)
        ? phoneError.errorCode
        : FIELD_ERROR_CODES.INVALID;
      return { kind: 'invalid', code: fieldCode };
    }
    reportFailure(services.errors, failure, { name: 'do not call', serverFault: 'stay' });
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
    if (failure.kind === 'rateLimited') return { kind: 'tooMany' };
    return { kind: 'failed' };
  }
}

import { errorCodeForLog } from '@orbit/domain';
import { isCareApiError } from '@orbit/sdk';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import type { ErrorMessage } from '../identity-errors.ts';

/** Where a refused "send" is shown: on a field, above the form, or nowhere (the timeout modal). */
export type SendFailure =
  | { kind: 'field'; field: 'phone' | 'email'; error: ErrorMessage }
  | { kind: 'form'; error: ErrorMessage }
  | { kind: 'stopped' };

/** The server's own refusals of a typed value: its rules are the form's, so these are a backstop. */
const FIELD_CODES: Record<string, { field: 'phone' | 'email'; id: string }> = {
  INVALID_PHONE_NUMBER: { field: 'phone', id: 'identity.recovery.phone.invalid' },
  EMAIL_INVALID: { field: 'email', id: 'identity.signUp.invalidEmail' },
};

/**
 * A failed recovery "send" (password by email or text, username by email). The sends never say
 * whether anything matched, so the only refusals are a malformed value and too many sends to one
 * destination (429); a timed-out session opens its modal; the rest are our failures. The calls
 * skip the global handler, so each is tracked here.
 */
export function sendFailureOf(services: AppServices, error: unknown, name: string): SendFailure {
  if (!isCareApiError(error)) {
    services.errors.reportAppError(error);
    return { kind: 'form', error: { id: 'identity.common.system' } };
  }
  if (error.isSessionTimedOut) {
    services.errors.handleCareError(error);
    return { kind: 'stopped' };
  }
  const code = errorCodeForLog(error);
  if (error.status === 0 || error.status >= 500) {
    services.errors.reportSystemError({ code, message: `${name}: HTTP ${error.status}` });
    return {
      kind: 'form',
      error: { id: error.isNetworkError ? 'identity.common.network' : 'identity.common.system' },
    };
  }
  services.errors.reportBusinessError({ name, code });
  if (error.status === 429) return { kind: 'form', error: { id: 'identity.recovery.tooMany' } };
  const fieldCode = [error.errorCode, ...error.fieldErrors.map((field) => field.errorCode)].find(
    (candidate) => candidate !== undefined && candidate in FIELD_CODES,
  );
  const field = fieldCode ? FIELD_CODES[fieldCode] : undefined;
  if (field) return { kind: 'field', field: field.field, error: { id: field.id } };
  return { kind: 'form', error: { id: 'identity.common.system' } };
}

import { FIELD_ERROR_CODES, type FieldErrorCode } from '@orbit/domain';
import {
  type Failure,
  failureMessageId,
  failureOf,
  isServerFault,
  reportFailure,
} from '../../../shared/errors/index.ts';
import { CAPTCHA_REQUIRED } from '../../../shared/human-check/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import type { ErrorMessage } from '../identity-errors.ts';

/** Where a refused "send" is shown: on a field, above the form, or nowhere (the timeout modal). */
export type SendFailure =
  | { kind: 'field'; field: 'phone' | 'email'; code: FieldErrorCode }
  | { kind: 'form'; error: ErrorMessage }
  /** Past the destination's budget: the same send again, with a solved human check. */
  | { kind: 'humanCheck'; failure: Failure }
  | { kind: 'stopped' };

/** The server's own refusals of a typed value: its rules are the form's, so these are a backstop. */
const FIELD_CODES: Record<string, { field: 'phone' | 'email'; code: FieldErrorCode }> = {
  INVALID_PHONE_NUMBER: { field: 'phone', code: FIELD_ERROR_CODES.INVALID },
  EMAIL_INVALID: { field: 'email', code: FIELD_ERROR_CODES.INVALID },
};

/**
 * A failed recovery "send" (password by email or text, username by email). The sends never say
 * whether anything matched, so the only refusals are a malformed value, a human check asked for
 * past a destination's budget (428, which anyone can spend: not a failure for the customer) and
 * too many sends from this address (429); a timed-out session opens its modal; the rest are our
 * failures. The calls skip the global handler, so each is tracked here.
 */
export function sendFailureOf(services: AppServices, error: unknown, name: string): SendFailure {
  const failure = failureOf(error);
  if (failure.code === CAPTCHA_REQUIRED) return { kind: 'humanCheck', failure };
  reportFailure(services.errors, failure, { name, serverFault: 'stay' });
  if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
  if (failure.source === 'app') return { kind: 'form', error: { id: 'identity.common.system' } };
  if (isServerFault(failure)) {
    const id =
      failure.code === 'NETWORK_ERROR'
        ? 'identity.common.network'
        : failureMessageId(failure, 'identity.common.system');
    return { kind: 'form', error: { id } };
  }
  if (failure.kind === 'rateLimited') {
    return { kind: 'form', error: { id: 'identity.recovery.tooMany' } };
  }
  const fieldCode = [failure.code, ...failure.fieldErrors.map((field) => field.errorCode)].find(
    (candidate) => candidate in FIELD_CODES,
  );
  const field = fieldCode ? FIELD_CODES[fieldCode] : undefined;
  if (field) return { kind: 'field', ...field };
  return { kind: 'form', error: { id: 'identity.common.system' } };
}

import type { FieldErrorCode } from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * The refusals every account lookup shares. ACCOUNT_NOT_FOUND says nothing about which detail
 * was wrong — no such radio, a radio with no account, an account in the other market, a last
 * name or zip that does not match — so a lookup cannot be used to learn that a radio or an
 * account exists. The reason goes to the log only.
 */
export function accountNotFound(reason: string): AppError {
  return new AppError('ACCOUNT_NOT_FOUND', `account lookup: ${reason}`, {
    notFoundResourceType: 'account',
  });
}

/** A request whose fields break the form's rules: 400 with one field error per field. */
export function refuseFields(
  reason: string,
  errors: Partial<Record<string, FieldErrorCode>>,
): AppError {
  const fieldErrors = Object.entries(errors).flatMap(([fieldName, errorCode]) =>
    errorCode ? [{ errorCode, fieldName }] : [],
  );
  return new AppError('INVALID_PAYLOAD', reason, { fieldErrors });
}

import { FIELD_ERROR_CODES, storedUserInfoSchema } from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * `sxmData` of sessions/migrate: base64url of the JSON an earlier client stored as its user info.
 * Only `session.refreshToken` is used.
 * @throws AppError 400 INVALID_PAYLOAD naming `sxmData` when it is not that.
 */
export function refreshTokenFromSxmData(sxmData: string): string {
  const invalid = () =>
    new AppError('INVALID_PAYLOAD', 'sxmData is not base64url JSON of stored user info', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'sxmData' }],
      publicDescription: 'sxmData must be base64url-encoded JSON holding session.refreshToken.',
    });
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(sxmData)) throw invalid();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(sxmData, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = storedUserInfoSchema.safeParse(decoded);
  if (!parsed.success) throw invalid();
  return parsed.data.session.refreshToken;
}

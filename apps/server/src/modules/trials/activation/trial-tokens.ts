import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import {
  readEntryToken,
  type TrialTokenClaims,
  type TrialTokenType,
} from '../../identification/index.ts';

/**
 * One refusal for every fault of a trial link (forged, expired, another kind of token): the
 * caller cannot tell them apart, so links cannot be used to probe which radios exist. The
 * reason goes to the log only.
 */
export function invalidTrialToken(reason: string): AppError {
  return new AppError('INVALID_TOKEN', `trial token refused: ${reason}`);
}

type ClaimsOfKind<T extends TrialTokenType> = T extends 'SLTC'
  ? Extract<TrialTokenClaims, { type: 'SLTC' }>
  : { type: T; radioId: string; expiresAt: Date };

/** The claims of a trial link of kind `type`; any other token, or none valid: INVALID_TOKEN. */
export async function readTrialToken<T extends TrialTokenType>(
  db: Db,
  token: string,
  type: T,
  now: Date,
): Promise<ClaimsOfKind<T>> {
  const reading = await readEntryToken(db, token, now);
  if (!reading.ok) throw invalidTrialToken(reading.fault);
  const { claims } = reading;
  if (claims.type !== type) throw invalidTrialToken(`a ${claims.type} token sent as ${type}`);
  return claims as ClaimsOfKind<T>;
}

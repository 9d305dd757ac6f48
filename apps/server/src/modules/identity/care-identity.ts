import { maskEmail } from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import type { IdentityRow } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityById } from './identity-store.ts';

/**
 * The identity signed in on the caller's care session (behind requireCareSession), or 401
 * UNAUTHENTICATED_CUSTOMER. Taken from the session, never from the request (no BOLA).
 */
export async function careIdentityOf(
  deps: IdentityDeps,
  request: FastifyRequest,
): Promise<IdentityRow> {
  const identityId = request.careSession?.identityId;
  const identity = identityId ? await findIdentityById(deps.db, identityId) : undefined;
  if (!identity) throw new AppError('UNAUTHENTICATED_CUSTOMER', 'Care session not signed in');
  return identity;
}

/** A handle as shown back to its owner: an email masked by the usual rule, a username by its first letters. */
export function maskHandle(handle: string): string {
  return handle.includes('@') ? maskEmail(handle) : `${handle.slice(0, 2)}******`;
}

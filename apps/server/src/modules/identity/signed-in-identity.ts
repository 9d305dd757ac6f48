import type { FastifyRequest } from 'fastify';
import type { IdentityRow } from '../../db/schema/index.ts';
import { signedInOnly } from '../../platform/auth/access-token-refusal.ts';
import { sessionOf } from '../../platform/auth/require-access-token.ts';
import type { ServiceSession } from '../../platform/auth/service-session.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityById } from './identity-store.ts';

/**
 * The caller's identity, for signed-in service routes that act on it (profile,
 * credentials, delete). The identity comes from the session, never from the request: nobody
 * can name someone else's (no BOLA). Anonymous sessions are refused with 403.
 */
export async function signedInIdentity(
  deps: IdentityDeps,
  request: FastifyRequest,
): Promise<{ identity: IdentityRow; session: ServiceSession }> {
  const session = sessionOf(request);
  if (!session.identityId) throw signedInOnly();
  const identity = await findIdentityById(deps.db, session.identityId);
  if (!identity) throw signedInOnly();
  return { identity, session };
}

import type { IdentityGrant } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import type { IdentityRow } from '../../db/schema/index.ts';
import { issueSignInGrant } from '../session/index.ts';

/**
 * The end of every successful sign-in: a single-use grant the SDK trades at
 * session/v1/sessions/authenticated (ADR 006), with the identity's id and email; it lives
 * SIGN_IN_GRANT_TTL_SECONDS.
 */
export async function identityGrantFor(
  db: Db,
  identity: Pick<IdentityRow, 'id' | 'emailAddress'>,
  now: Date,
  ttlSeconds: number,
): Promise<IdentityGrant> {
  const { grant, expiresAt } = await issueSignInGrant(
    db,
    { identityId: identity.id, kind: 'identity', ttlSeconds },
    () => now,
  );
  return {
    identityId: identity.id,
    emailAddress: identity.emailAddress,
    grant,
    grantExpiresAt: expiresAt.toISOString(),
  };
}

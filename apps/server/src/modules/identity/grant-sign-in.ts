import type { IdentityGrant } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { identities } from '../../db/schema/index.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { invalidCredentials } from './identity-errors.ts';
import { identityGrantFor } from './identity-grants.ts';
import { findIdentityById } from './identity-store.ts';
import { consumeVerificationGrant, type GrantKind } from './verification-grants.ts';

/**
 * `identity/v1/authenticate/otp` and `…/magic-link`: a grant proving the customer holds the
 * identity's email or phone becomes a sign-in. The contact it proved is now verified.
 */
export async function signInWithGrant(
  deps: IdentityDeps,
  kind: GrantKind,
  grant: string,
): Promise<IdentityGrant> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const proof = await consumeVerificationGrant(tx, grant, { kind, purpose: 'SIGN_IN' }, now);
    if (!proof) throw invalidCredentials(`Unusable ${kind} grant`);
    const identity = await findIdentityById(tx, proof.identityId);
    if (!identity) throw invalidCredentials(`${kind} grant of no identity`);
    const verified =
      proof.otpOption === 'EMAIL'
        ? { emailVerifiedAt: identity.emailVerifiedAt ?? now }
        : { phoneVerifiedAt: identity.phoneVerifiedAt ?? now };
    await tx.update(identities).set(verified).where(eq(identities.id, identity.id));
    return identityGrantFor(tx, identity, now, deps.config.serviceTokens.signInGrantSeconds);
  });
}

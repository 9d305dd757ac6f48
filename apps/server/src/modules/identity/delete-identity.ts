import type { DeleteIdentityResponse, Locale } from '@orbit/domain';
import { and, eq, isNull } from 'drizzle-orm';
import {
  devices,
  type IdentityRow,
  identities,
  oneTimeCodes,
  outboxMessages,
  signInGrants,
  signInLockouts,
  verificationGrants,
} from '../../db/schema/index.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { notifyByEmail } from './messages/notify.ts';
import { TEMPLATES } from './messages/templates.ts';
import { type Caller, type Reauthentication, requireReauthentication } from './reauthentication.ts';
import { revokeSessionsOf } from './revoke-other-sessions.ts';

/**
 * `DELETE orchestration/v1/identities`: after re-authentication, in one transaction: every
 * session of the identity is revoked (the SDK then starts anonymous), pending grants and codes
 * go, its devices are unregistered, its earlier messages are deleted, and the identity is deleted (its password, links and care
 * sessions with it). A goodbye email is the last message it gets. Session rows stay, revoked,
 * so a token presented later answers "revoked" rather than "unknown".
 */
export async function deleteIdentity(
  deps: IdentityDeps,
  identity: IdentityRow,
  caller: Caller,
  proof: Reauthentication,
): Promise<DeleteIdentityResponse> {
  await requireReauthentication(deps, identity, caller, proof);
  const now = deps.clock();
  const revoked = await deps.db.transaction(async (tx) => {
    if (identity.emailAddress) {
      await notifyByEmail(
        tx,
        TEMPLATES.identityDeleted,
        // The message outlives the identity: it is not tied to its id.
        {
          identityId: null,
          locale: identity.language as Locale,
          emailAddress: identity.emailAddress,
        },
        {},
        now,
      );
    }
    const count = await revokeSessionsOf(tx, identity.id, null, 'identity-deleted', now);
    await tx
      .delete(signInGrants)
      .where(and(eq(signInGrants.identityId, identity.id), isNull(signInGrants.usedAt)));
    await tx
      .update(devices)
      .set({ identityId: null, registeredAt: null })
      .where(eq(devices.identityId, identity.id));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.identityId, identity.id));
    await tx.delete(verificationGrants).where(eq(verificationGrants.identityId, identity.id));
    await tx.delete(signInLockouts).where(eq(signInLockouts.subject, identity.id));
    // Earlier messages name the customer; they go with the identity (the goodbye has no id).
    await tx.delete(outboxMessages).where(eq(outboxMessages.identityId, identity.id));
    await tx.delete(identities).where(eq(identities.id, identity.id));
    return count;
  });
  return { deleted: true, revokedSessions: revoked };
}

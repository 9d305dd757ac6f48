import type { ChangePasswordRequest, CredentialChangeResponse, Locale } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type IdentityRow, identities } from '../../db/schema/index.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { savePassword } from './identity-store.ts';
import { identityView } from './identity-view.ts';
import { notifyByEmail } from './messages/notify.ts';
import { TEMPLATES } from './messages/templates.ts';
import { recordRightPassword } from './password-attempts.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { type Caller, type Reauthentication, requireReauthentication } from './reauthentication.ts';
import { revokeSessionsOf } from './revoke-other-sessions.ts';

/** What a new password must not contain: the identity's own data. */
export function personalDataOf(identity: IdentityRow) {
  return {
    firstName: identity.firstName,
    lastName: identity.lastName,
    emailAddress: identity.emailAddress,
    username: identity.handle.includes('@') ? null : identity.handle,
    phoneNumber: identity.phoneNumber,
  };
}

/**
 * Stores a new password (already checked) and does what goes with it in one transaction: other
 * sessions end (except `keepFamilyId`'s), the failure count clears, the customer is told by email.
 */
export async function replacePassword(
  deps: IdentityDeps,
  identity: IdentityRow,
  password: string,
  keepFamilyId: string | null,
  reason: 'password-changed' | 'password-reset',
  extraWork?: (tx: Db) => Promise<void>,
): Promise<number> {
  const passwordHash = await deps.hasher.hash(password);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await extraWork?.(tx);
    await savePassword(tx, identity.id, passwordHash, now);
    await tx.update(identities).set({ updatedAt: now }).where(eq(identities.id, identity.id));
    const revoked = await revokeSessionsOf(tx, identity.id, keepFamilyId, reason, now);
    await recordRightPassword(tx, identity.id, undefined);
    if (identity.emailAddress) {
      await notifyByEmail(
        tx,
        TEMPLATES.passwordChanged,
        {
          identityId: identity.id,
          locale: identity.language as Locale,
          emailAddress: identity.emailAddress,
        },
        {},
        now,
      );
    }
    return revoked;
  });
}

/**
 * `identitygroups/v1/change-password`: the sign-up rules apply; the caller's own session
 * survives, every other session of the identity ends.
 */
export async function changePassword(
  deps: IdentityDeps,
  identity: IdentityRow,
  caller: Caller,
  request: ChangePasswordRequest & Reauthentication,
): Promise<CredentialChangeResponse> {
  assertAcceptablePassword(request.newPassword, personalDataOf(identity));
  await requireReauthentication(deps, identity, caller, request);
  const revoked = await replacePassword(
    deps,
    identity,
    request.newPassword,
    caller.familyId,
    'password-changed',
  );
  return { identity: identityView(identity), otherSessionsRevoked: revoked };
}

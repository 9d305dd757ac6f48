import { REAUTHENTICATION_WINDOW_SECONDS } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { IdentityRow } from '../../db/schema/index.ts';
import { sessionFamilies } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { invalidCredentials } from './identity-errors.ts';
import { checkPasswordOf } from './password-check.ts';
import { consumeVerificationGrant } from './verification-grants.ts';

export type Reauthentication = {
  currentPassword?: string | undefined;
  reauthenticationGrant?: string | undefined;
  /**
   * Set by server code only (never from a request body: the request schemas are strict) when it
   * has already re-authenticated for a change made of several steps.
   */
  reauthenticationChecked?: true;
};

/**
 * Who asks for the change: a service session's family, or (care API) none; and from which client
 * address, so wrong current passwords make that address wait (ADR 024).
 */
export type Caller = { familyId: string | null; clientAddress?: string };

/**
 * Proof, before a credential changes, that the owner is present (ADR 007), in this order:
 * 1. `currentPassword`: checked like any sign-in (a wrong one is INVALID_CREDENTIALS and counts
 *    as a failure; the caller's address then waits), but never behind a human check: the
 *    session is the owner's, and failures others made must not stop the owner's changes;
 * 2. `reauthenticationGrant`: an OTP or magic-link grant of this identity's own contact, used up;
 * 3. neither: the session must have been signed in within the last 5 minutes (a refresh keeps
 *    the family's sign-in time, so an old session stays old).
 */
export async function requireReauthentication(
  deps: IdentityDeps,
  identity: IdentityRow,
  caller: Caller,
  proof: Reauthentication,
): Promise<void> {
  if (proof.reauthenticationChecked) return;
  if (proof.currentPassword !== undefined) {
    const handle = identity.handle;
    const attempt = { clientAddress: caller.clientAddress, reconfirming: true } as const;
    if (!(await checkPasswordOf(deps, identity, handle, proof.currentPassword, attempt))) {
      throw invalidCredentials('Current password not right');
    }
    return;
  }
  const now = deps.clock();
  if (proof.reauthenticationGrant !== undefined) {
    const used = await consumeVerificationGrant(
      deps.db,
      proof.reauthenticationGrant,
      { purpose: 'SIGN_IN', identityId: identity.id },
      now,
    );
    if (!used) throw new AppError('INVALID_VERIFICATION_GRANT', 'Unusable reauthentication grant');
    return;
  }
  const [family] = caller.familyId
    ? await deps.db
        .select({ createdAt: sessionFamilies.createdAt })
        .from(sessionFamilies)
        .where(eq(sessionFamilies.id, caller.familyId))
        .limit(1)
    : [];
  const signedInAgo = family ? (now.getTime() - family.createdAt.getTime()) / 1000 : Infinity;
  if (signedInAgo > REAUTHENTICATION_WINDOW_SECONDS) {
    throw new AppError('REAUTHENTICATION_REQUIRED', 'Signed in too long ago for this change');
  }
}

/** The caller of a service route: the session's family, from the request's client address. */
export function callerOf(session: { familyId: string | null }, request: { ip: string }): Caller {
  return { familyId: session.familyId, clientAddress: request.ip };
}

import {
  type ChangeHandleRequest,
  type CredentialChangeResponse,
  handleKey,
  isValidEmailAddress,
  type Locale,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { type IdentityRow, identities } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { isHandleTaken, uniqueViolationOf } from './identity-store.ts';
import { identityView, marketOf } from './identity-view.ts';
import { notifyByEmail } from './messages/notify.ts';
import { TEMPLATES } from './messages/templates.ts';
import { type Caller, type Reauthentication, requireReauthentication } from './reauthentication.ts';
import { consumeVerificationGrant } from './verification-grants.ts';

const USERNAME = /^[A-Za-z0-9]{6,20}$/;

/** The new handle: an email by the market's rule (EMAIL_INVALID), or a username (INVALID_HANDLE). */
function newHandleOf(value: string, identity: IdentityRow): { handle: string; isEmail: boolean } {
  const handle = value.trim();
  if (handle.includes('@')) {
    if (!isValidEmailAddress(handle, marketOf(identity))) {
      throw new AppError('EMAIL_INVALID', 'New handle is not a valid email');
    }
    return { handle, isEmail: true };
  }
  if (!USERNAME.test(handle)) throw new AppError('INVALID_HANDLE', 'New handle not valid');
  return { handle, isEmail: false };
}

/**
 * `identitygroups/v1/change-handle`: sign in with a new email or username from now on. An email
 * handle is also the contact email; a `verificationGrant` for it (initiate-verification, then
 * redeem) marks it verified. The old email is told, and the new one too.
 */
export async function changeHandle(
  deps: IdentityDeps,
  identity: IdentityRow,
  caller: Caller,
  request: ChangeHandleRequest & Reauthentication,
): Promise<CredentialChangeResponse> {
  const { handle, isEmail } = newHandleOf(request.handle, identity);
  const key = handleKey(handle);
  await requireReauthentication(deps, identity, caller, request);
  if (await isHandleTaken(deps.db, key, identity.id)) {
    throw new AppError('HANDLE_ALREADY_IN_USE', 'New handle belongs to another identity');
  }
  const now = deps.clock();
  let verified = false;
  if (request.verificationGrant !== undefined) {
    const proof = await consumeVerificationGrant(
      deps.db,
      request.verificationGrant,
      { kind: 'otp', purpose: 'VERIFICATION', identityId: identity.id },
      now,
    );
    if (!isEmail || proof?.otpOption !== 'EMAIL' || proof.destination !== key) {
      throw new AppError('INVALID_VERIFICATION_GRANT', 'Grant does not prove the new email');
    }
    verified = true;
  }
  const emailChanged = isEmail && key !== identity.emailKey;
  const changes: Partial<IdentityRow> = { handle, handleKey: key, updatedAt: now };
  if (isEmail) {
    changes.emailAddress = handle;
    changes.emailKey = key;
    changes.emailVerifiedAt = verified ? now : emailChanged ? null : identity.emailVerifiedAt;
  }
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(identities)
        .set(changes)
        .where(eq(identities.id, identity.id))
        .returning();
      const locale = identity.language as Locale;
      const told = new Set([identity.emailAddress, emailChanged ? handle : null]);
      for (const emailAddress of told) {
        if (!emailAddress) continue;
        await notifyByEmail(
          tx,
          TEMPLATES.handleChanged,
          { identityId: identity.id, locale, emailAddress },
          { handle },
          now,
        );
      }
      return row ?? identity;
    });
    return { identity: identityView(updated), otherSessionsRevoked: 0 };
  } catch (error) {
    if (uniqueViolationOf(error)) {
      throw new AppError('HANDLE_ALREADY_IN_USE', 'New handle taken concurrently');
    }
    throw error;
  }
}

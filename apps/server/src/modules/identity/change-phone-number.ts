import {
  type ChangePhoneNumberRequest,
  type CredentialChangeResponse,
  type Locale,
  normalizePhoneNumber,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { type IdentityRow, identities } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { identityView } from './identity-view.ts';
import { notifyByEmail } from './messages/notify.ts';
import { TEMPLATES } from './messages/templates.ts';
import { type Caller, type Reauthentication, requireReauthentication } from './reauthentication.ts';
import { consumeVerificationGrant } from './verification-grants.ts';

/**
 * `identitygroups/v1/change-phone-number`: ten digits (INVALID_PHONE_NUMBER otherwise). A
 * `verificationGrant` for the number marks it verified. The customer is told by email.
 */
export async function changePhoneNumber(
  deps: IdentityDeps,
  identity: IdentityRow,
  caller: Caller,
  request: ChangePhoneNumberRequest & Reauthentication,
): Promise<CredentialChangeResponse> {
  const phoneNumber = normalizePhoneNumber(request.phoneNumber);
  if (!phoneNumber) throw new AppError('INVALID_PHONE_NUMBER', 'New phone not valid');
  await requireReauthentication(deps, identity, caller, request);
  const now = deps.clock();
  let verifiedAt = phoneNumber === identity.phoneNumber ? identity.phoneVerifiedAt : null;
  if (request.verificationGrant !== undefined) {
    const proof = await consumeVerificationGrant(
      deps.db,
      request.verificationGrant,
      { kind: 'otp', purpose: 'VERIFICATION', identityId: identity.id },
      now,
    );
    if (proof?.otpOption !== 'PHONE' || proof.destination !== phoneNumber) {
      throw new AppError('INVALID_VERIFICATION_GRANT', 'Grant does not prove the new phone');
    }
    verifiedAt = now;
  }
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(identities)
      .set({ phoneNumber, phoneVerifiedAt: verifiedAt, updatedAt: now })
      .where(eq(identities.id, identity.id))
      .returning();
    if (identity.emailAddress) {
      await notifyByEmail(
        tx,
        TEMPLATES.phoneChanged,
        {
          identityId: identity.id,
          locale: identity.language as Locale,
          emailAddress: identity.emailAddress,
        },
        { lastFour: phoneNumber.slice(-4) },
        now,
      );
    }
    return row ?? identity;
  });
  return { identity: identityView(updated), otherSessionsRevoked: 0 };
}

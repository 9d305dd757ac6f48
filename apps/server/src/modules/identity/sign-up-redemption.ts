import { handleKey } from '@orbit/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { IdentityRow, PendingSignUpRow } from '../../db/schema/index.ts';
import { identities, subscriberAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { newId } from '../../platform/ids.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityByHandle, savePassword, uniqueViolationOf } from './identity-store.ts';
import { claimPendingSignUp } from './pending-sign-ups.ts';

function identityRowOf(pending: PendingSignUpRow, now: Date): IdentityRow {
  const handle = pending.username ?? pending.emailAddress;
  return {
    id: newId('identity', now),
    // A registration on the spot signs in to manage the account it was made for (ADR 051).
    state: pending.accountNumber ? 'ACCOUNT' : 'STREAMING',
    handle,
    handleKey: handleKey(handle),
    emailAddress: pending.emailAddress,
    emailKey: handleKey(pending.emailAddress),
    // The code that finishes the sign-up went to this email: it is proven.
    emailVerifiedAt: now,
    phoneNumber: pending.phoneNumber,
    phoneVerifiedAt: null,
    firstName: pending.firstName,
    lastName: pending.lastName,
    language: pending.language,
    country: pending.country,
    accountNumber: pending.accountNumber,
    privacyAgreements: pending.privacyAgreements,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A sign-up code was redeemed under `pendingIdentityId`: the sign-up this session family made
 * becomes its identity (with its password), once. Answers the identity the redeemed code now
 * signs in, or undefined when this family has no such sign-up waiting (another browser's code,
 * an expired sign-up, a sign-up already finished), so the code proves nothing.
 *
 * If the email got an identity meanwhile (a purchase made one), the code still proved the email:
 * it signs that identity in, and the sign-up's password is dropped.
 */
export async function identityOfProvenSignUp(
  deps: IdentityDeps,
  pendingIdentityId: string,
  sessionFamilyIds: readonly string[],
  now: Date,
): Promise<string | undefined> {
  try {
    return await deps.db.transaction(async (tx) => {
      const pending = await claimFirstPendingSignUp(tx, pendingIdentityId, sessionFamilyIds, now);
      if (!pending) return undefined;
      const owner = await findIdentityByHandle(tx, pending.emailAddress);
      if (owner) {
        await giveAccountTo(tx, pending.accountNumber, owner.id, now);
        return owner.id;
      }
      const row = identityRowOf(pending, now);
      await tx.insert(identities).values(row);
      if (pending.passwordHash) await savePassword(tx, row.id, pending.passwordHash, now);
      await giveAccountTo(tx, pending.accountNumber, row.id, now);
      return row.id;
    });
  } catch (error) {
    const violation = uniqueViolationOf(error);
    // The email was checked in the same transaction; what another sign-up can take between
    // the sign-up and its code is the username.
    if (!violation?.constraint.includes('handle')) throw error;
    throw new AppError('USERNAME_IN_USE', 'Sign-up username taken before its code was redeemed');
  }
}

/** The sign-up waiting under the first of the caller's families that has one (the service
 * session's, then the care session's: a registration on the spot waits under the latter). */
async function claimFirstPendingSignUp(
  tx: Db,
  pendingIdentityId: string,
  sessionFamilyIds: readonly string[],
  now: Date,
): Promise<PendingSignUpRow | undefined> {
  for (const family of sessionFamilyIds) {
    const pending = await claimPendingSignUp(tx, pendingIdentityId, family, now);
    if (pending) return pending;
  }
  return undefined;
}

/**
 * A registration on the spot's account joins the identity whose email was just proven, only
 * while it still has no owner: the conditional update is what makes two redemptions link it once.
 */
async function giveAccountTo(
  tx: Db,
  accountNumber: string | null,
  identityId: string,
  now: Date,
): Promise<void> {
  if (!accountNumber) return;
  await tx
    .update(subscriberAccounts)
    .set({ ownerIdentityId: identityId, updatedAt: now })
    .where(
      and(
        eq(subscriberAccounts.accountNumber, accountNumber),
        isNull(subscriberAccounts.ownerIdentityId),
      ),
    );
  await tx
    .update(identities)
    .set({ state: 'ACCOUNT', accountNumber, updatedAt: now })
    .where(and(eq(identities.id, identityId), isNull(identities.accountNumber)));
}

import {
  FIELD_ERROR_CODES,
  maskUsername,
  type UpdateStreamingRequest,
  type UpdateStreamingResult,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { subscriberAccounts } from '../../db/schema/index.ts';
import type { AccountAccess } from '../../platform/auth/account-access.ts';
import { AppError, isAppError } from '../../platform/errors/app-error.ts';
import { subscriptionsOfAccounts } from '../identification/index.ts';
import {
  assertAcceptablePassword,
  changeHandle,
  changePassword,
  findIdentityById,
  type IdentityDeps,
  personalDataOf,
} from '../identity/index.ts';

/**
 * The owner changes a streaming login their account pays for; the signed-in care session is the
 * proof of presence (the legacy call takes no old password). Never the owner's own login: that
 * one changes with its old password (update-account-login), so it is not offered here.
 */
const OWNER_PRESENT = { reauthenticationChecked: true } as const;
const CARE_CALLER = { familyId: null };

const noStreamingLogin = () =>
  new AppError('STREAMING_LOGIN_NOT_FOUND', 'No separate streaming login on this account', {
    notFoundResourceType: 'streamingLogin',
  });

/** The streaming identity the request means, and the account's subscriptions that use it. */
async function streamingLoginOf(
  deps: IdentityDeps,
  access: AccountAccess,
  subscriptionId: string | undefined,
): Promise<{ identityId: string; subscriptionIds: string[] }> {
  const all = await subscriptionsOfAccounts(deps.db, [access.account.accountNumber]);
  if (subscriptionId && !all.some((subscription) => subscription.id === subscriptionId)) {
    throw new AppError('SUBSCRIPTION_NOT_FOUND', 'No such subscription on this account', {
      notFoundResourceType: 'subscription',
    });
  }
  const chosen = all.filter(
    (subscription) =>
      subscription.streamingIdentityId !== null &&
      subscription.streamingIdentityId !== access.account.ownerIdentityId &&
      (subscriptionId === undefined || subscription.id === subscriptionId),
  );
  const identityIds = [...new Set(chosen.map((subscription) => subscription.streamingIdentityId))];
  const [identityId, ...others] = identityIds;
  if (!identityId) throw noStreamingLogin();
  if (others.length > 0) {
    throw new AppError('INVALID_PAYLOAD', 'Several streaming logins: name the subscription', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'subscriptionId' }],
    });
  }
  const subscriptionIds = all
    .filter((subscription) => subscription.streamingIdentityId === identityId)
    .map((subscription) => subscription.id);
  return { identityId, subscriptionIds };
}

/**
 * `account/update-streaming` (flows §7.1 edit-streaming-login) through the identity
 * capability's own change-handle and change-password: the same rules (email or 6–20 character
 * username, password policy), notices and session revocation as everywhere else. A taken handle
 * is USERNAME_IN_USE, as on update-account-login. With `synchronizeAccountEmail`, a new email
 * sign-in also becomes the account's contact email.
 */
export async function updateStreamingLogin(
  deps: IdentityDeps,
  access: AccountAccess,
  request: UpdateStreamingRequest,
): Promise<UpdateStreamingResult> {
  const { identityId, subscriptionIds } = await streamingLoginOf(
    deps,
    access,
    request.subscriptionId,
  );
  let identity = await findIdentityById(deps.db, identityId);
  if (!identity) throw noStreamingLogin();
  const newHandle = request.username ?? request.email;
  if (request.password !== undefined) {
    // Checked first against the login as it will be, so a refused password changes nothing.
    const isEmail = newHandle?.includes('@') ?? false;
    assertAcceptablePassword(
      request.password,
      personalDataOf({
        ...identity,
        ...(newHandle ? { handle: newHandle } : {}),
        ...(isEmail && newHandle ? { emailAddress: newHandle } : {}),
      }),
    );
  }
  if (newHandle !== undefined) {
    try {
      await changeHandle(deps, identity, CARE_CALLER, { handle: newHandle, ...OWNER_PRESENT });
    } catch (error) {
      if (isAppError(error) && error.code === 'HANDLE_ALREADY_IN_USE') {
        throw new AppError('USERNAME_IN_USE', error.message);
      }
      throw error;
    }
    identity = (await findIdentityById(deps.db, identityId)) ?? identity;
  }
  if (request.password !== undefined) {
    await changePassword(deps, identity, CARE_CALLER, {
      newPassword: request.password,
      ...OWNER_PRESENT,
    });
  }
  const newEmail = newHandle?.includes('@') ? identity.emailAddress : null;
  const syncEmail = Boolean(request.synchronizeAccountEmail && newEmail);
  if (syncEmail && newEmail) {
    await deps.db
      .update(subscriberAccounts)
      .set({ email: newEmail, emailKey: newEmail.toLowerCase(), updatedAt: deps.clock() })
      .where(eq(subscriberAccounts.accountNumber, access.account.accountNumber));
  }
  return {
    subscriptionIds,
    maskedUsername: maskUsername(identity.handle),
    passwordChanged: request.password !== undefined,
    accountEmailUpdated: syncEmail,
  };
}

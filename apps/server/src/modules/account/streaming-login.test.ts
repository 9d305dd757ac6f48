import { updateStreamingResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, subscriberAccounts, subscriptions } from '../../db/schema/index.ts';
import { insertIdentity } from '../../testing/identities.ts';
import {
  type AccountCaller,
  careData,
  careError,
  insertRadio,
  signedInOwner,
} from './account.testing.ts';

const PATH = '/services/account/update-streaming';

/** A streaming login for a new subscription of account 10000001. */
async function withStreamingLogin(caller: AccountCaller, handle: string) {
  const identity = await insertIdentity(caller, { handle, password: 'Old-Password-11' });
  const { subscriptionId } = await insertRadio(caller, {
    accountNumber: '10000001',
    status: 'Active',
  });
  await caller.db
    .update(subscriptions)
    .set({ streamingIdentityId: identity.id })
    .where(eq(subscriptions.id, subscriptionId ?? ''));
  return { identity, subscriptionId };
}

describe('POST /services/account/update-streaming', () => {
  it('has nothing to change on an account without a streaming login of its own', async () => {
    const caller = await signedInOwner();
    careError(await caller.post(PATH, { username: 'someone1' }), 404, 'STREAMING_LOGIN_NOT_FOUND');
  });

  it('changes the streaming sign-in and password through the identity rules', async () => {
    const caller = await signedInOwner();
    const { identity, subscriptionId } = await withStreamingLogin(caller, 'stream.one@example.com');
    const result = careData(
      await caller.post(PATH, {
        email: 'New.Stream@example.com',
        password: 'Quartz-Lemon-93',
        synchronizeAccountEmail: true,
      }),
      updateStreamingResultSchema,
    );
    expect(result).toEqual({
      subscriptionIds: [subscriptionId],
      maskedUsername: 'N******@example.com',
      passwordChanged: true,
      accountEmailUpdated: true,
    });
    const [row] = await caller.db.select().from(identities).where(eq(identities.id, identity.id));
    expect(row?.handle).toBe('New.Stream@example.com');
    const [account] = await caller.db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, '10000001'));
    expect(account).toMatchObject({
      email: 'New.Stream@example.com',
      emailKey: 'new.stream@example.com',
    });
  });

  it('refuses a weak password, a taken handle and a mismatched pair', async () => {
    const caller = await signedInOwner();
    await insertIdentity(caller, { handle: 'taken.handle@example.com' });
    const { subscriptionId } = await withStreamingLogin(caller, 'stream.two@example.com');
    careError(
      await caller.post(PATH, { subscriptionId, password: 'short' }),
      400,
      'PASSWORD_POLICY_NOT_MET',
    );
    // A password holding the new sign-in is refused before the sign-in changes.
    careError(
      await caller.post(PATH, {
        subscriptionId,
        username: 'fresh.handle@example.com',
        password: 'Fresh-Handle-2026',
      }),
      400,
      'PASSWORD_HAS_PERSONAL_DATA',
    );
    const [unchanged] = await caller.db
      .select({ handle: identities.handle })
      .from(identities)
      .where(eq(identities.handle, 'stream.two@example.com'));
    expect(unchanged).toBeDefined();
    careError(
      await caller.post(PATH, { subscriptionId, username: 'taken.handle@example.com' }),
      409,
      'USERNAME_IN_USE',
    );
    const mismatch = careError(
      await caller.post(PATH, { username: 'a@example.com', email: 'b@example.com' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(mismatch.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'email' }]);
    careError(await caller.post(PATH, {}), 400, 'INVALID_PAYLOAD');
  });
});

describe('the streaming logins the account view shows', () => {
  it('marks the owner’s own sign-in apart from a login the account pays for', async () => {
    const caller = await signedInOwner();
    const separate = await withStreamingLogin(caller, 'viewer.two@example.com');
    const own = await insertRadio(caller, { accountNumber: '10000001', status: 'Active' });
    const [account] = await caller.db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, '10000001'));
    await caller.db
      .update(subscriptions)
      .set({ streamingIdentityId: account?.ownerIdentityId ?? null })
      .where(eq(subscriptions.id, own.subscriptionId ?? ''));
    const { subscriptions: shown } = await caller.account();
    const credentialsOf = (id: string | null | undefined) =>
      shown.find((subscription) => subscription.id === id)?.streamingCredentials;
    expect(credentialsOf(separate.subscriptionId)).toEqual({
      maskedUsername: 'v******@example.com',
      isAccountLogin: false,
    });
    expect(credentialsOf(own.subscriptionId)).toMatchObject({ isAccountLogin: true });
  });
});

import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountCaller, CANADIAN_OWNER } from '../../modules/account/account.testing.ts';
import { CA_HOST } from '../../testing/care-caller.ts';
import { identities, passwordCredentials } from '../schema/index.ts';
import { DEMO_FAMILY_STREAMING } from './family-streaming-login.ts';

describe('the seed’s family streaming login', () => {
  it('is a separate login account 20000001 pays for, with the password the docs give', async () => {
    const caller = await accountCaller({ host: CA_HOST });
    await caller.signIn(CANADIAN_OWNER.username, CANADIAN_OWNER.password);
    const account = await caller.account();
    expect(account.accountNumber).toBe(DEMO_FAMILY_STREAMING.accountNumber);
    const streaming = account.subscriptions.find(
      (subscription) => subscription.id === DEMO_FAMILY_STREAMING.subscriptionId,
    );
    expect(streaming?.streamingCredentials).toEqual({
      maskedUsername: 'f******@orbitradio.test',
      isAccountLogin: false,
    });

    const [identity] = await caller.db
      .select()
      .from(identities)
      .where(eq(identities.id, DEMO_FAMILY_STREAMING.identityId));
    expect(identity).toMatchObject({
      state: 'STREAMING',
      handle: DEMO_FAMILY_STREAMING.handle,
      accountNumber: null,
      country: 'ca',
    });
    const [credential] = await caller.db
      .select()
      .from(passwordCredentials)
      .where(eq(passwordCredentials.identityId, DEMO_FAMILY_STREAMING.identityId));
    expect(await verify(credential?.passwordHash ?? '', DEMO_FAMILY_STREAMING.password)).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { freshClock, insertIdentity } from '../../testing/identities.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { replacePassword } from './change-password.ts';
import { createIdentityDeps } from './identity-deps.ts';
import { passwordHashOf } from './identity-store.ts';
import { createPasswordHasher } from './password-hashing.ts';

describe('messages and the change they tell about', () => {
  it('commit together: a failing business step leaves no message and no change', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const { db, clock, config } = testApp;
    const identity = await insertIdentity(testApp, {
      handle: 'atomic@orbitradio.test',
      password: 'Comet-Tail-42',
    });
    const deps = createIdentityDeps({
      db,
      clock: clock.now,
      config,
      hasher: createPasswordHasher('argon2id-test-only'),
    });
    const before = await passwordHashOf(db, identity.id);

    await expect(
      replacePassword(deps, identity, 'Nebula-Drift-77', null, 'password-reset', async () => {
        throw new Error('reset key used by a concurrent request');
      }),
    ).rejects.toThrow('concurrent');

    expect(await passwordHashOf(db, identity.id)).toBe(before);
    expect(
      await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'atomic@orbitradio.test')),
    ).toEqual([]);

    await replacePassword(deps, identity, 'Nebula-Drift-77', null, 'password-reset');
    const [notice] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'atomic@orbitradio.test'));
    expect(notice).toMatchObject({ template: 'password-changed', status: 'pending' });
  });
});

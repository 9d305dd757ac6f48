import { profileSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, sessionFamilies } from '../../db/schema/index.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  freshClock,
  insertIdentity,
  LONG_SESSION_ENV,
  mailbox,
  signInWithPassword,
} from '../../testing/identities.ts';
import { bearer, startAnonymousSession } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

async function setUp(handle: string) {
  const testApp = await createTestApp({ clock: freshClock(), env: LONG_SESSION_ENV });
  const identity = await insertIdentity(testApp, {
    handle,
    password: 'Comet-Tail-42',
    language: 'fr-CA',
    country: 'ca',
  });
  const signedIn = await signInWithPassword(testApp.app, handle, 'Comet-Tail-42');
  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(signedIn.session),
      ...(payload ? { payload } : {}),
    });
  return { ...testApp, identity, signedIn, call };
}

describe('profile/v1/profile', () => {
  it('shows the signed-in identity and changes its names and language', async () => {
    const { call, identity } = await setUp('profil@orbitradio.test');
    const profile = profileSchema.parse((await call('GET', '/profile/v1/profile')).json());
    expect(profile).toMatchObject({ identityId: identity.id, language: 'fr-CA', firstName: null });

    const patched = await call('PATCH', '/profile/v1/profile', {
      firstName: 'Éloïse',
      lastName: 'Côté-Tremblay',
      language: 'en-CA',
    });
    expect(patched.json()).toMatchObject({
      firstName: 'Éloïse',
      lastName: 'Côté-Tremblay',
      language: 'en-CA',
    });
    const refused = expectRefused(
      await call('PATCH', '/profile/v1/profile', { firstName: 'R2D2' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(refused.invalidFields).toEqual([{ fieldName: 'firstName', errorCode: 'INVALID' }]);
    expectRefused(
      await call('PATCH', '/profile/v1/profile', { handle: 'x' }),
      400,
      'INVALID_PAYLOAD',
    );
  });
});

describe('DELETE orchestration/v1/identities', () => {
  it('revokes every session, deletes the identity and says goodbye in its language', async () => {
    const testApp = await setUp('adieu@orbitradio.test');
    const { app, db, call, identity, signedIn } = testApp;
    const other = await signInWithPassword(app, 'adieu@orbitradio.test', 'Comet-Tail-42');

    const response = await call('DELETE', '/orchestration/v1/identities');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true, revokedSessions: 2 });

    expect(await db.select().from(identities).where(eq(identities.id, identity.id))).toEqual([]);
    const families = await db
      .select()
      .from(sessionFamilies)
      .where(eq(sessionFamilies.identityId, identity.id));
    expect(families.map((family) => family.revokedReason)).toEqual([
      'identity-deleted',
      'identity-deleted',
    ]);
    for (const session of [signedIn.session, other.session]) {
      const me = await app.inject({
        method: 'GET',
        url: '/profile/v1/profile',
        headers: bearer(session),
      });
      expect(me.json().description).toBe('The session has been revoked.');
    }
    // The SDK goes back to an anonymous session on the same device.
    expect((await startAnonymousSession(app, signedIn.device as never)).session.sessionType).toBe(
      'anonymous',
    );
    await expect(signInWithPassword(app, 'adieu@orbitradio.test', 'Comet-Tail-42')).rejects.toThrow(
      /INVALID_CREDENTIALS/,
    );
    const [goodbye] = await mailbox(app, 'adieu@orbitradio.test');
    expect(goodbye).toMatchObject({ template: 'identity-deleted', locale: 'fr-CA' });
    expect(goodbye?.subject).toBe('Votre compte Orbit Radio a été supprimé');
  });

  it('needs re-authentication once the sign-in is old', async () => {
    const { call, clock } = await setUp('pas.encore@orbitradio.test');
    clock.advanceSeconds(600);
    expectRefused(
      await call('DELETE', '/orchestration/v1/identities'),
      403,
      'REAUTHENTICATION_REQUIRED',
    );
    expect(
      (await call('DELETE', '/orchestration/v1/identities', { currentPassword: 'Comet-Tail-42' }))
        .statusCode,
    ).toBe(200);
  });
});

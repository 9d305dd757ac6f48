import { connectedDevicesSchema, linkedServicesSchema, passkeyListSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountLinkEvents,
  devices,
  identities,
  radios,
  signInRevocations,
  vehicleProfiles,
} from '../../../db/schema/index.ts';
import { ORBIT_OWNER } from '../../../testing/care-caller.ts';
import { expectRefused } from '../../../testing/expect-refused.ts';
import {
  anonymousCaller,
  freshClock,
  insertIdentity,
  LONG_SESSION_ENV,
} from '../../../testing/identities.ts';
import {
  bearer,
  type CookielessSession,
  createDeviceGrant,
  refreshSession,
  signIn,
  withGrant,
} from '../../../testing/service-sessions.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { orchestrationSetUp, V } from '../../trials/orchestration/orchestration.testing.ts';
import {
  answerConsent,
  consentUidOf,
  customerBrowser,
  oauthRefusal,
  sandboxPartner,
} from '../account-linking/partner-dance.testing.ts';
import {
  insertLinkedService,
  linkDeviceByCode,
  registerPasskey,
  SIGN_INS_TEST_HOST,
} from './sign-ins.testing.ts';

const HOST = SIGN_INS_TEST_HOST;

async function setUp(testApp?: TestApp, identityId?: string) {
  const app = testApp ?? (await createTestApp({ clock: freshClock(), env: LONG_SESSION_ENV }));
  const id =
    identityId ??
    (
      await insertIdentity(app, {
        handle: `signins-${Math.random().toString(36).slice(2, 10)}@orbitradio.test`,
      })
    ).id;
  const browser = await signIn(app, id);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    session: CookielessSession = browser.session,
  ) =>
    app.app.inject({
      method,
      url,
      headers: { host: HOST, ...bearer(session) },
      ...(payload ? { payload } : {}),
    });
  const listed = async () => {
    const answer = await call('GET', '/device/v1/dmp/devices');
    expect(answer.statusCode, answer.body).toBe(200);
    return connectedDevicesSchema.parse(answer.json());
  };
  const linkByCode = (flow: 'tv' | 'speaker' | 'car') =>
    linkDeviceByCode(app.app, browser.session, flow);
  /** What the device's next request gets: the identity's own read, with its access token. */
  const nextRequestOf = (session: CookielessSession) =>
    call('GET', '/identity/v1/identities/me', undefined, session);
  return { ...app, identityId: id, browser, call, listed, linkByCode, nextRequestOf };
}

describe('devices and sign-ins (dmp)', () => {
  it('lists a TV linked by code, names it, and revoking it refuses its next request at once', async () => {
    const { call, listed, linkByCode, nextRequestOf, db, identityId, browser, clock, app } =
      await setUp();
    const tv = await linkByCode('tv');
    clock.advanceSeconds(60);
    const { devices: shown, browsers } = await listed();
    expect(shown).toEqual([
      expect.objectContaining({ id: tv.device.deviceId, kind: 'tv', name: null, renamable: true }),
    ]);
    expect(browsers).toEqual([
      expect.objectContaining({
        id: browser.device.deviceId,
        current: true,
        browser: 'Chrome 126',
      }),
    ]);

    const renamed = await call('PUT', `/device/v1/dmp/devices/${tv.device.deviceId}/name`, {
      name: '  Living room TV ',
    });
    expect(renamed.statusCode, renamed.body).toBe(204);
    expect((await listed()).devices[0]?.name).toBe('Living room TV');
    expectRefused(
      await call('PUT', `/device/v1/dmp/devices/${tv.device.deviceId}/name`, { name: ' ' }),
      400,
      'INVALID_PAYLOAD',
    );

    expect((await nextRequestOf(tv.session)).statusCode).toBe(200);
    const revoked = await call('POST', `/device/v1/dmp/devices/${tv.device.deviceId}/revoke`);
    expect(revoked.json()).toEqual({ revokedSessions: 1 });
    expectRefused(await nextRequestOf(tv.session), 401, 'UNAUTHENTICATED');
    expect((await refreshSession(app, tv.session.refreshToken)).statusCode).toBe(401);
    expect((await listed()).devices).toEqual([]);
    expect(
      await db.select().from(signInRevocations).where(eq(signInRevocations.identityId, identityId)),
    ).toEqual([
      expect.objectContaining({
        subject: 'device',
        subjectId: tv.device.deviceId,
        sessionsEnded: 1,
      }),
    ]);
    // Gone is gone: a second revoke finds nothing of the caller's.
    expectRefused(
      await call('POST', `/device/v1/dmp/devices/${tv.device.deviceId}/revoke`),
      404,
      'CONNECTED_DEVICE_NOT_FOUND',
    );
  });

  it('unregisters a speaker linked by a link code, and a car loses its profile', async () => {
    const { call, listed, linkByCode, nextRequestOf, db, identityId } = await setUp();
    const speaker = await linkByCode('speaker');
    const car = await linkByCode('car');
    const [radio] = await db.select().from(radios).limit(1);
    const profileId = `vpr_test_${identityId}`;
    await db.insert(vehicleProfiles).values({
      id: profileId,
      radioId: radio?.radioId ?? '',
      identityId,
      oemDriverId: null,
      createdAt: new Date('2026-11-01T00:00:00Z'),
    });
    const kinds = (await listed()).devices.map((device) => [device.id, device.kind]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        [speaker.device.deviceId, 'speaker'],
        [car.device.deviceId, 'car'],
        [profileId, 'car'],
      ]),
    );
    expect((await listed()).devices.find((device) => device.id === profileId)?.renamable).toBe(
      false,
    );
    expectRefused(
      await call('PUT', `/device/v1/dmp/devices/${profileId}/name`, { name: 'Mine' }),
      404,
      'CONNECTED_DEVICE_NOT_FOUND',
    );

    await call('POST', `/device/v1/dmp/devices/${speaker.device.deviceId}/revoke`);
    expectRefused(await nextRequestOf(speaker.session), 401, 'UNAUTHENTICATED');
    const [unlinked] = await db
      .select()
      .from(devices)
      .where(eq(devices.id, speaker.device.deviceId));
    expect(unlinked?.identityId).toBeNull();

    expect((await call('POST', `/device/v1/dmp/devices/${profileId}/revoke`)).statusCode).toBe(200);
    expect(
      await db.select().from(vehicleProfiles).where(eq(vehicleProfiles.id, profileId)),
    ).toEqual([]);
    expect((await listed()).devices.map((device) => device.id)).toEqual([car.device.deviceId]);
  });

  it('signs another browser out, refuses to revoke this one, and signs out everywhere else', async () => {
    const testApp = await setUp();
    const { call, listed, linkByCode, nextRequestOf, browser, identityId, db } = testApp;
    const laptop = await signIn(testApp, identityId);
    const phone = await signIn(testApp, identityId);
    const tv = await linkByCode('tv');
    expect((await listed()).browsers.map((shown) => [shown.id, shown.current])).toEqual([
      [browser.device.deviceId, true],
      expect.anything(),
      expect.anything(),
    ]);

    expectRefused(
      await call('POST', `/device/v1/dmp/devices/${browser.device.deviceId}/revoke`),
      409,
      'CURRENT_BROWSER_NOT_REVOCABLE',
    );
    await call('POST', `/device/v1/dmp/devices/${laptop.device.deviceId}/revoke`);
    expectRefused(await nextRequestOf(laptop.session), 401, 'UNAUTHENTICATED');
    expect((await nextRequestOf(phone.session)).statusCode).toBe(200);

    const elsewhere = await call('POST', '/session/v1/sessions/revoke/all', {
      exceptCurrent: true,
    });
    expect(elsewhere.json()).toEqual({ revokedSessions: 2 });
    expectRefused(await nextRequestOf(phone.session), 401, 'UNAUTHENTICATED');
    expectRefused(await nextRequestOf(tv.session), 401, 'UNAUTHENTICATED');
    expect((await nextRequestOf(browser.session)).statusCode).toBe(200);
    const listedNow = await listed();
    expect(listedNow.devices).toEqual([]);
    expect(listedNow.browsers.map((shown) => shown.id)).toEqual([browser.device.deviceId]);
    const audit = await db
      .select()
      .from(signInRevocations)
      .where(eq(signInRevocations.identityId, identityId));
    expect(audit.map((row) => [row.subject, row.sessionsEnded])).toEqual(
      expect.arrayContaining([
        ['browser', 1],
        ['everywhere-else', 2],
      ]),
    );
  });

  it('gives a casting grant that the cast target trades for its own session, listed and revocable', async () => {
    const { call, listed, app, nextRequestOf } = await setUp();
    const granted = await call('POST', '/device-authorization/v1/casting-grants');
    expect(granted.statusCode, granted.body).toBe(200);
    const target = await createDeviceGrant(app);
    const traded = await app.inject({
      method: 'POST',
      url: '/session/v1/sessions/device',
      headers: withGrant(target),
      payload: { grant: granted.json().grant },
    });
    expect(traded.statusCode, traded.body).toBe(200);
    expect((await listed()).browsers.map((shown) => shown.id)).toContain(target.deviceId);
    await call('POST', `/device/v1/dmp/devices/${target.deviceId}/revoke`);
    expectRefused(await nextRequestOf(traded.json()), 401, 'UNAUTHENTICATED');
    // Single use.
    const again = await app.inject({
      method: 'POST',
      url: '/session/v1/sessions/device',
      headers: withGrant(await createDeviceGrant(app)),
      payload: { grant: granted.json().grant },
    });
    expect(again.statusCode).toBe(401);
    expectRefused(
      await call(
        'POST',
        '/device-authorization/v1/casting-grants',
        undefined,
        (await anonymousCaller(app)).session,
      ),
      403,
      'FORBIDDEN',
    );
  });

  it('lists, names and deletes passkeys: a deleted passkey signs nobody in', async () => {
    const { call, app, browser } = await setUp();
    const { authenticator } = await registerPasskey(app, browser.session);
    const { passkeys } = passkeyListSchema.parse(
      (await call('GET', '/identity/v1/webauthn/credentials')).json(),
    );
    expect(passkeys).toEqual([expect.objectContaining({ name: null })]);
    const passkeyId = passkeys[0]?.id ?? '';
    expect(
      (await call('PUT', `/identity/v1/webauthn/credentials/${passkeyId}`, { name: 'Work laptop' }))
        .statusCode,
    ).toBe(204);
    expect(
      passkeyListSchema.parse((await call('GET', '/identity/v1/webauthn/credentials')).json())
        .passkeys[0]?.name,
    ).toBe('Work laptop');

    expect(
      (await call('DELETE', `/identity/v1/webauthn/credentials/${passkeyId}`)).statusCode,
    ).toBe(204);
    const visitor = await anonymousCaller(app);
    const signInStart = await call(
      'POST',
      '/identity/v1/webauthn/authenticate/start',
      undefined,
      visitor.session,
    );
    const refused = await call(
      'POST',
      '/identity/v1/webauthn/authenticate/finish',
      {
        grant: signInStart.json().grant,
        credential: authenticator.authenticate(signInStart.json().options),
      },
      visitor.session,
    );
    expectRefused(refused, 400, 'PASSKEY_NOT_FOUND');
    expect(
      passkeyListSchema.parse((await call('GET', '/identity/v1/webauthn/credentials')).json()),
    ).toEqual({ passkeys: [] });
  });

  it("refuses every call on another customer's device, browser, car, partner link and passkey as not found", async () => {
    const victim = await setUp();
    const tv = await victim.linkByCode('tv');
    const { passkeyId } = await registerPasskey(victim.app, victim.browser.session);
    const linkId = await insertLinkedService(victim.db, victim.identityId, victim.clock.now());

    const attacker = await setUp(victim);
    const asAttacker = attacker.call;
    const tries = [
      [
        'PUT',
        `/device/v1/dmp/devices/${tv.device.deviceId}/name`,
        { name: 'Mine' },
        404,
        'CONNECTED_DEVICE_NOT_FOUND',
      ],
      [
        'POST',
        `/device/v1/dmp/devices/${tv.device.deviceId}/revoke`,
        undefined,
        404,
        'CONNECTED_DEVICE_NOT_FOUND',
      ],
      [
        'POST',
        `/device/v1/dmp/devices/${victim.browser.device.deviceId}/revoke`,
        undefined,
        404,
        'CONNECTED_DEVICE_NOT_FOUND',
      ],
      [
        'POST',
        `/device/v1/dmp/linked-services/${linkId}/revoke`,
        undefined,
        404,
        'LINKED_SERVICE_NOT_FOUND',
      ],
      [
        'PUT',
        `/identity/v1/webauthn/credentials/${passkeyId}`,
        { name: 'Mine' },
        404,
        'SAVED_PASSKEY_NOT_FOUND',
      ],
      [
        'DELETE',
        `/identity/v1/webauthn/credentials/${passkeyId}`,
        undefined,
        404,
        'SAVED_PASSKEY_NOT_FOUND',
      ],
    ] as const;
    for (const [method, url, body, status, code] of tries) {
      expectRefused(await asAttacker(method, url, body), status, code);
    }
    const attackerView = await attacker.listed();
    expect(attackerView.devices).toEqual([]);
    expect(attackerView.browsers.map((shown) => shown.id)).toEqual([
      attacker.browser.device.deviceId,
    ]);
    expect((await asAttacker('GET', '/identity/v1/webauthn/credentials')).json()).toEqual({
      passkeys: [],
    });
    // The victim's things are untouched.
    expect((await victim.nextRequestOf(tv.session)).statusCode).toBe(200);
    expect((await victim.listed()).devices.map((device) => device.name)).toEqual([null]);
    const victimKeys = passkeyListSchema.parse(
      (await victim.call('GET', '/identity/v1/webauthn/credentials')).json(),
    );
    expect(victimKeys.passkeys.map((passkey) => passkey.name)).toEqual([null]);
  });
});

describe('linked services (partners of the account-linking provider)', () => {
  it('lists the partner the customer linked, and unlinking refuses its next token call', async () => {
    const testApp = await createTestApp({ clock: freshClock(), env: LONG_SESSION_ENV });
    const partner = await sandboxPartner(testApp);
    const request = await partner.authorization();
    const browser = customerBrowser(testApp);
    const uid = consentUidOf(await browser.get(request.url.href));
    await browser.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    const redirect = await answerConsent(browser, uid, true);
    const tokens = await partner.exchange(
      partner.codeOf(redirect, request.state),
      request.verifier,
    );

    const [owner] = await testApp.db
      .select({ id: identities.id })
      .from(identities)
      .where(eq(identities.handleKey, ORBIT_OWNER.username));
    const { call } = await setUp(testApp, owner?.id);
    const { services } = linkedServicesSchema.parse(
      (await call('GET', '/device/v1/dmp/linked-services')).json(),
    );
    expect(services).toEqual([
      expect.objectContaining({
        clientId: 'google-sandbox',
        name: 'Google',
        scopes: ['listening', 'account_status'],
        consentedAt: testApp.clock.now().toISOString(),
      }),
    ]);
    const linkId = services[0]?.id ?? '';
    expect((await call('POST', `/device/v1/dmp/linked-services/${linkId}/revoke`)).json()).toEqual({
      revokedSessions: 1,
    });
    expect(await oauthRefusal(partner.refresh(tokens.refresh_token ?? ''))).toBe('invalid_grant');
    expect(
      linkedServicesSchema.parse((await call('GET', '/device/v1/dmp/linked-services')).json()),
    ).toEqual({ services: [] });
    const revocations = await testApp.db
      .select()
      .from(accountLinkEvents)
      .where(eq(accountLinkEvents.event, 'revoked'));
    expect(revocations).toEqual([
      expect.objectContaining({
        identityId: owner?.id,
        clientId: 'google-sandbox',
        reason: 'customer',
      }),
    ]);
    expectRefused(
      await call('POST', `/device/v1/dmp/linked-services/${linkId}/revoke`),
      404,
      'LINKED_SERVICE_NOT_FOUND',
    );
  });
});

describe('the demo account with devices (docs/demo-data.md)', () => {
  it('shows its TV, speaker and Google link, and the TV can be revoked', async () => {
    const { listed, call } = await setUp(undefined, 'idn_seed_signins_211');
    const { devices: shown } = await listed();
    expect(shown.map((device) => [device.kind, device.name])).toEqual(
      expect.arrayContaining([
        ['tv', 'Living room TV'],
        ['speaker', null],
      ]),
    );
    const { services } = linkedServicesSchema.parse(
      (await call('GET', '/device/v1/dmp/linked-services')).json(),
    );
    expect(services.map((service) => service.name)).toEqual(['Google']);
    const revoked = await call('POST', '/device/v1/dmp/devices/dev_seed_signins_tv/revoke');
    expect(revoked.json()).toEqual({ revokedSessions: 1 });
  });
});

describe('a car with the customer’s profile', () => {
  it('is listed, and removing it refuses the car’s next request with its profile grant', async () => {
    const { newIdentity } = await orchestrationSetUp();
    const { call } = await newIdentity('car.driver.signins@orbitradio.test');
    const made = await call('POST', '/profile/v1/profiles/auto', {
      radioId: V.trialEligible.radioId,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { profileId, vehicleProfileGrant } = made.json();
    const carRead = () =>
      call('POST', '/client-orchestration/v1/detailed-state/device', { vehicleProfileGrant });
    expect((await carRead()).statusCode).toBe(200);
    const listed = connectedDevicesSchema.parse(
      (await call('GET', '/device/v1/dmp/devices')).json(),
    );
    expect(listed.devices).toEqual([
      expect.objectContaining({ id: profileId, kind: 'car', renamable: false }),
    ]);
    expect((await call('POST', `/device/v1/dmp/devices/${profileId}/revoke`)).statusCode).toBe(200);
    const refused = await carRead();
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });
});

import {
  PARTNER_API_PATH,
  partnerAccountStatusSchema,
  partnerListeningSchema,
  serviceErrorBodySchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { PARTNER_API_CUSTOMERS } from '../../db/seed/partner-api-accounts.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { bearer, signIn } from '../../testing/service-sessions.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  answerConsent,
  consentUidOf,
  customerBrowser,
  oauthRefusal,
  sandboxPartner,
} from '../devices/account-linking/partner-dance.testing.ts';

const NOW = new Date('2026-11-20T14:00:00Z');
const STATUS = `${PARTNER_API_PATH}/account-status`;
const LISTENING = `${PARTNER_API_PATH}/listening`;

type Customer = (typeof PARTNER_API_CUSTOMERS)[keyof typeof PARTNER_API_CUSTOMERS];

/**
 * The customer links the sandbox Google through the consent page, asking `scope`; the partner
 * (a real OAuth client library) trades the code: its tokens.
 */
async function linked(testApp: TestApp, customer: Customer, scope = 'listening account_status') {
  const partner = await sandboxPartner(testApp);
  const request = await partner.authorization({ scope });
  const browser = customerBrowser(testApp);
  const uid = consentUidOf(await browser.get(request.url.href));
  await browser.signIn(customer.handle, customer.password);
  const redirect = await answerConsent(browser, uid, true);
  const tokens = await partner.exchange(partner.codeOf(redirect, request.state), request.verifier);
  return { partner, tokens, call: (url: string) => partnerCall(testApp, url, tokens.access_token) };
}

function partnerCall(testApp: TestApp, url: string, accessToken?: string) {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` },
  });
}

function expectChallenge(
  answer: Awaited<ReturnType<typeof partnerCall>>,
  status: number,
  code: string,
  challenge: RegExp,
) {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(serviceErrorBodySchema.parse(answer.json()).code).toBe(code);
  expect(String(answer.headers['www-authenticate'])).toMatch(challenge);
  expect(answer.headers['cache-control']).toBe('no-store');
}

describe('the partner API with a linked account (ADR 081)', () => {
  it('answers account status and what plays, with a player link that opens in the player', async () => {
    const testApp = await createTestApp({ clock: createFakeClock(NOW) });
    const { call } = await linked(testApp, PARTNER_API_CUSTOMERS.listener);

    const status = await call(STATUS);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
    expect(partnerAccountStatusSchema.parse(status.json())).toEqual({
      standing: 'active',
      canListen: true,
      subscriptions: [
        expect.objectContaining({
          subscriptionId: 'sub_seed_partner_api_tc000255',
          status: 'Active',
          serviceType: 'satellite',
          serviceEndsOn: null,
          billedBy: null,
        }),
        expect.objectContaining({
          subscriptionId: 'sub_seed_partner_api_tc100255',
          status: 'Active',
        }),
      ],
    });
    // Nothing personal: no name, email, address or card.
    for (const secret of ['Morgan', 'Okafor', 'partner.255@', 'Wacker', '3125550255']) {
      expect(status.body).not.toContain(secret);
    }

    const listening = partnerListeningSchema.parse((await call(LISTENING)).json());
    expect(listening.canListen).toBe(true);
    const [platinum, showcase] = listening.listenable;
    expect(platinum).toMatchObject({
      subscriptionId: 'sub_seed_partner_api_tc000255',
      packageId: 'SXM_PLATINUM',
      streamAccess: true,
      radioIdLastFour: '0255',
    });
    // Music Showcase plays on its radio only: no player link.
    expect(showcase).toMatchObject({
      subscriptionId: 'sub_seed_partner_api_tc100255',
      packageId: 'SXM_MUSIC_SHOWCASE',
      streamAccess: false,
      player: null,
    });
    expect(platinum?.player?.expiresAt).toBe(new Date(NOW.getTime() + 10 * 60_000).toISOString());
    const player = await testApp.app.inject({ method: 'GET', url: platinum?.player?.url ?? '' });
    expect(player.statusCode).toBe(200);
    expect(player.body).toContain('Now playing on Orbit');
  });

  it('says a suspended customer cannot listen, and offers nothing to play', async () => {
    const testApp = await createTestApp({ clock: createFakeClock(NOW) });
    const { call } = await linked(testApp, PARTNER_API_CUSTOMERS.suspended);
    expect(partnerAccountStatusSchema.parse((await call(STATUS)).json())).toEqual({
      standing: 'inactive',
      canListen: false,
      subscriptions: [expect.objectContaining({ status: 'Suspended' })],
    });
    expect(partnerListeningSchema.parse((await call(LISTENING)).json())).toEqual({
      canListen: false,
      listenable: [],
    });
  });

  it('refuses a call the link’s scopes do not allow: 403 insufficient_scope naming the scope', async () => {
    const testApp = await createTestApp({ clock: createFakeClock(NOW) });
    const { call } = await linked(testApp, PARTNER_API_CUSTOMERS.listener, 'account_status');
    expect((await call(STATUS)).statusCode).toBe(200);
    expectChallenge(
      await call(LISTENING),
      403,
      'insufficient_scope',
      /^Bearer realm="orbit-partner-api", error="insufficient_scope", .*scope="listening"/,
    );
  });

  it('refuses no token, a foreign one and a service session’s: 401 with the RFC 6750 challenge', async () => {
    const testApp = await createTestApp({ clock: createFakeClock(NOW) });
    const missing = await partnerCall(testApp, STATUS);
    expectChallenge(missing, 401, 'PARTNER_TOKEN_REQUIRED', /^Bearer realm="orbit-partner-api"/);
    expect(String(missing.headers['www-authenticate'])).not.toContain('error=');
    for (const token of ['not-a-token', 'a'.repeat(43)]) {
      expectChallenge(
        await partnerCall(testApp, LISTENING, token),
        401,
        'invalid_token',
        /error="invalid_token"/,
      );
    }
    // Our own apps' access tokens are not partner tokens.
    const browser = await signIn(testApp, PARTNER_API_CUSTOMERS.listener.identityId);
    const own = await testApp.app.inject({
      method: 'GET',
      url: STATUS,
      headers: bearer(browser.session),
    });
    expectChallenge(own, 401, 'invalid_token', /error="invalid_token"/);
  });

  it('refuses an expired token (the app clock) and takes the refreshed one', async () => {
    const clock = createFakeClock(NOW);
    const testApp = await createTestApp({ clock });
    const { call, partner, tokens } = await linked(testApp, PARTNER_API_CUSTOMERS.listener);
    clock.advanceSeconds(60 * 60 - 1);
    expect((await call(STATUS)).statusCode).toBe(200);
    clock.advanceSeconds(2);
    expectChallenge(await call(STATUS), 401, 'invalid_token', /error="invalid_token"/);
    const refreshed = await partner.refresh(tokens.refresh_token ?? '');
    expect((await partnerCall(testApp, STATUS, refreshed.access_token)).statusCode).toBe(200);
  });

  it('refuses the next call once the partner revokes the link at /oauth/revoke', async () => {
    const testApp = await createTestApp({ clock: createFakeClock(NOW) });
    const { call, partner, tokens } = await linked(testApp, PARTNER_API_CUSTOMERS.listener);
    expect((await call(LISTENING)).statusCode).toBe(200);
    await partner.revoke(tokens.refresh_token ?? '');
    expectChallenge(await call(LISTENING), 401, 'invalid_token', /error="invalid_token"/);
    expect(await oauthRefusal(partner.refresh(tokens.refresh_token ?? ''))).toBe('invalid_grant');
  });

  it('refuses the next call once the customer unlinks the partner on account/devices', async () => {
    const testApp = await createTestApp({ clock: createFakeClock(NOW) });
    const customer = PARTNER_API_CUSTOMERS.listener;
    const browser = await signIn(testApp, customer.identityId);
    const asCustomer = (method: 'GET' | 'POST', url: string) =>
      testApp.app.inject({ method, url, headers: bearer(browser.session) });
    const linkIds = async () =>
      (
        (await asCustomer('GET', '/device/v1/dmp/linked-services')).json() as {
          services: { id: string }[];
        }
      ).services.map((service) => service.id);
    // The file's tests share one database: the link is the one this test adds.
    const before = new Set(await linkIds());
    const { call } = await linked(testApp, customer);
    expect((await call(STATUS)).statusCode).toBe(200);
    const [linkId] = (await linkIds()).filter((id) => !before.has(id));
    const revoked = await asCustomer('POST', `/device/v1/dmp/linked-services/${linkId}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expectChallenge(await call(STATUS), 401, 'invalid_token', /error="invalid_token"/);
  });

  it('counts each call per token: past the budget 429, another link’s token still answered', async () => {
    const testApp = await createTestApp({
      clock: createFakeClock(NOW),
      env: { PARTNER_API_CALLS_PER_TOKEN_PER_MINUTE: '2' },
    });
    const first = await linked(testApp, PARTNER_API_CUSTOMERS.listener);
    const second = await linked(testApp, PARTNER_API_CUSTOMERS.suspended);
    expect((await first.call(STATUS)).statusCode).toBe(200);
    expect((await first.call(STATUS)).statusCode).toBe(200);
    const limited = await first.call(STATUS);
    expect(limited.statusCode).toBe(429);
    expect(serviceErrorBodySchema.parse(limited.json()).code).toBe('RATE_LIMIT_EXCEEDED');
    expect((await second.call(STATUS)).statusCode).toBe(200);
  });
});

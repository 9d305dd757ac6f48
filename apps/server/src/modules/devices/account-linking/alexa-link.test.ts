import {
  ALEXA_ACCOUNT_LINKING_SCOPE,
  alexaLinkResultSchema,
  alexaLinkStateSchema,
  googleLinkResultSchema,
  SANDBOX_ALEXA_CLIENT_ID,
  SANDBOX_GOOGLE_CLIENT_ID,
} from '@orbit/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  accountLinkEvents,
  alexaLinkAttempts,
  oauthProviderRecords,
} from '../../../db/schema/index.ts';
import { ALEXA_CUSTOMERS } from '../../../db/seed/alexa-linking-accounts.ts';
import { SANDBOX_AMAZON_PATH } from '../../../platform/env/amazon-settings.ts';
import { careData, careError } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { bearer, signIn } from '../../../testing/service-sessions.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createWebDistFixture } from '../../../testing/web-dist-fixture.ts';
import {
  answerConsent,
  type CustomerBrowser,
  consentUidOf,
  customerBrowser,
  injectedFetch,
  locationOf,
  sandboxPartner,
} from './partner-dance.testing.ts';
import { SANDBOX_AMAZON_USERS } from './sandbox-amazon-users.ts';

const NOW = new Date('2026-11-20T14:00:00Z');
const { listener, quebec, retry } = ALEXA_CUSTOMERS;
const [LINKS, PARTNER_DOWN, SKILL_REFUSED] = SANDBOX_AMAZON_USERS;
const LINK_PATH = '/services/authenticate/linking/amazon';

let testApp: TestApp;
let amzauth: string;

beforeEach(async () => {
  // Amazon (the sandbox on this server) and its Alexa calling our provider, all in-process.
  testApp = await createTestApp({ clock: createFakeClock(NOW), partnerFetch: injectedFetch });
  amzauth = `${testApp.config.publicUrl}/amzauth`;
});

async function signedIn(customer: { handle: string; password: string }) {
  const browser = customerBrowser(testApp);
  await browser.signIn(customer.handle, customer.password);
  return browser;
}

async function stateFor(browser: CustomerBrowser): Promise<string> {
  const answer = await browser.post(`${LINK_PATH}/state`, {});
  return careData(answer, alexaLinkStateSchema).state;
}

/**
 * The popup: the sandbox Login with Amazon page opened as the web app opens it, the customer
 * picks a sandbox Amazon user and answers; the browser lands on `amzauth` with its query.
 */
async function popup(state: string, user: string, answer: 'allow' | 'cancel' = 'allow') {
  const query = {
    client_id: testApp.config.accountLinking.amazon.clientId,
    scope: ALEXA_ACCOUNT_LINKING_SCOPE,
    response_type: 'code',
    state,
    redirect_uri: amzauth,
  };
  const loginPage = await testApp.app.inject({
    method: 'GET',
    url: `${SANDBOX_AMAZON_PATH}/ap/oa?${new URLSearchParams(query)}`,
  });
  expect(loginPage.statusCode, loginPage.body).toBe(200);
  expect(loginPage.body).toContain(LINKS.email);
  const landed = await testApp.app.inject({
    method: 'POST',
    url: `${SANDBOX_AMAZON_PATH}/ap/oa`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...query, user, answer }).toString(),
  });
  const back = new URL(locationOf(landed));
  expect(`${back.origin}${back.pathname}`).toBe(amzauth);
  expect(back.searchParams.get('state')).toBe(state);
  return back.searchParams;
}

async function link(
  browser: CustomerBrowser,
  body: { authCode: string; state: string; subscriptionId?: string; redirectUri?: string },
) {
  return browser.post(LINK_PATH, {
    subscriptionId: listener.plan.subscriptionId,
    redirectUri: amzauth,
    ...body,
  });
}

/** The live grants our provider holds for this identity and partner. */
async function grantsOf(identityId: string, clientId: string) {
  return testApp.db
    .select({ payload: oauthProviderRecords.payload })
    .from(oauthProviderRecords)
    .where(
      and(
        eq(oauthProviderRecords.model, 'Grant'),
        sql`${oauthProviderRecords.payload}->>'accountId' = ${identityId}`,
        sql`${oauthProviderRecords.payload}->>'clientId' = ${clientId}`,
      ),
    );
}

async function sandboxAlexaRefresh(amazonUserId: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `${SANDBOX_AMAZON_PATH}/alexa/links/${encodeURIComponent(amazonUserId)}/refresh`,
  });
}

describe('linking Alexa from our pages (authenticate/linking/amazon, ADR 076)', () => {
  it('links: the code traded, a grant to Alexa with the consent, the skill enabled with our code that Alexa redeemed', async () => {
    const browser = await signedIn(listener);
    const before = await grantsOf(listener.identityId, SANDBOX_ALEXA_CLIENT_ID);
    const state = await stateFor(browser);
    const code = (await popup(state, LINKS.id)).get('code') ?? '';

    const answer = await link(browser, { authCode: code, state });
    expect(careData(answer, alexaLinkResultSchema)).toEqual({ status: 'SUCCESS' });

    const grants = await grantsOf(listener.identityId, SANDBOX_ALEXA_CLIENT_ID);
    expect(grants).toHaveLength(before.length + 1);
    const [attempt] = await testApp.db
      .select()
      .from(alexaLinkAttempts)
      .where(eq(alexaLinkAttempts.amazonUserId, LINKS.id));
    expect(attempt).toMatchObject({
      identityId: listener.identityId,
      subscriptionId: listener.plan.subscriptionId,
      linkedAt: NOW,
    });
    const consents = await testApp.db
      .select()
      .from(accountLinkEvents)
      .where(eq(accountLinkEvents.grantId, attempt?.grantId ?? ''));
    expect(consents).toEqual([
      expect.objectContaining({
        event: 'consented',
        identityId: listener.identityId,
        clientId: SANDBOX_ALEXA_CLIENT_ID,
        scopes: ['listening', 'account_status'],
      }),
    ]);

    // Alexa holds our tokens: its refresh works, so the link does.
    const refreshed = await sandboxAlexaRefresh(LINKS.id);
    expect(refreshed.json()).toEqual({ linked: true, scope: 'listening account_status' });

    // The state and Amazon's code were used once.
    careError(await link(browser, { authCode: code, state }), 400, 'ALEXA_LINK_STATE_MISMATCH');
  });

  it('lets Alexa read the partner API with the link, until the customer unlinks it on account/devices (ADR 081)', async () => {
    const browser = await signedIn(listener);
    const state = await stateFor(browser);
    const code = (await popup(state, LINKS.id)).get('code') ?? '';
    expect((await link(browser, { authCode: code, state })).statusCode).toBe(200);
    const ask = async (call: string) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: `${SANDBOX_AMAZON_PATH}/alexa/links/${encodeURIComponent(LINKS.id)}/ask/${call}`,
        })
      ).json() as { status: number; wwwAuthenticate: string | null; body: Record<string, unknown> };

    const status = await ask('account-status');
    expect(status).toMatchObject({ status: 200, body: { standing: 'active', canListen: true } });
    expect((await ask('listening')).body).toMatchObject({
      listenable: [expect.objectContaining({ subscriptionId: listener.plan.subscriptionId })],
    });

    const session = await signIn(testApp, listener.identityId);
    const asCustomer = (method: 'GET' | 'POST', url: string) =>
      testApp.app.inject({ method, url, headers: bearer(session.session) });
    const { services } = (await asCustomer('GET', '/device/v1/dmp/linked-services')).json() as {
      services: { id: string; clientId: string }[];
    };
    for (const service of services.filter((s) => s.clientId === SANDBOX_ALEXA_CLIENT_ID)) {
      await asCustomer('POST', `/device/v1/dmp/linked-services/${service.id}/revoke`);
    }
    const refused = await ask('account-status');
    expect(refused.status).toBe(401);
    expect(refused.wwwAuthenticate).toContain('error="invalid_token"');
  });

  it('refuses a state this session was not given, an invented one and an expired one, and spends none of them on Amazon', async () => {
    const owner = await signedIn(listener);
    const otherSession = await signedIn(listener);
    const state = await stateFor(owner);
    const code = (await popup(state, LINKS.id)).get('code') ?? '';

    const elsewhere = await link(otherSession, { authCode: code, state });
    careError(elsewhere, 400, 'ALEXA_LINK_STATE_MISMATCH');
    careError(
      await link(owner, { authCode: code, state: 'invented-state-value' }),
      400,
      'ALEXA_LINK_STATE_MISMATCH',
    );

    const late = await stateFor(owner);
    const lateCode = (await popup(late, LINKS.id)).get('code') ?? '';
    testApp.clock.advanceSeconds(11 * 60);
    careError(
      await link(owner, { authCode: lateCode, state: late }),
      400,
      'ALEXA_LINK_STATE_MISMATCH',
    );

    // The first session's state still stands: it was never spent by the other session.
    testApp.clock.set(NOW);
    const made = await link(owner, { authCode: code, state });
    expect(careData(made, alexaLinkResultSchema).status).toBe('SUCCESS');
  });

  it('spends a state once when two requests race with it: one link, one refusal', async () => {
    const browser = await signedIn(listener);
    const state = await stateFor(browser);
    const code = (await popup(state, LINKS.id)).get('code') ?? '';
    const answers = await Promise.all([
      link(browser, { authCode: code, state }),
      link(browser, { authCode: code, state }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    if (refused) careError(refused, 400, 'ALEXA_LINK_STATE_MISMATCH');
  });

  it('refuses another customer’s subscription as unknown, and an amzauth address not ours', async () => {
    const browser = await signedIn(listener);
    const state = await stateFor(browser);
    const code = (await popup(state, LINKS.id)).get('code') ?? '';
    const foreign = await link(browser, {
      authCode: code,
      state,
      subscriptionId: quebec.plan.subscriptionId,
    });
    careError(foreign, 404, 'SUBSCRIPTION_NOT_FOUND');
    const elsewhere = await link(browser, {
      authCode: code,
      state,
      redirectUri: 'https://attacker.example/amzauth',
    });
    const error = careError(elsewhere, 400, 'INVALID_PAYLOAD');
    expect(error.fieldErrors).toEqual([expect.objectContaining({ fieldName: 'redirectUri' })]);
  });

  it('answers Amazon down 503, Amazon refusing 409, and leaves no link behind', async () => {
    const browser = await signedIn(retry);
    const identity = retry.identityId;
    const subscriptionId = retry.plan.subscriptionId;

    const downState = await stateFor(browser);
    const downCode = (await popup(downState, PARTNER_DOWN.id)).get('code') ?? '';
    const down = await link(browser, { authCode: downCode, state: downState, subscriptionId });
    expect(careError(down, 503, 'ALEXA_LINK_PARTNER_UNAVAILABLE').errorType).toBe('SYSTEM');

    const refusedState = await stateFor(browser);
    const refusedCode = (await popup(refusedState, SKILL_REFUSED.id)).get('code') ?? '';
    const refused = await link(browser, {
      authCode: refusedCode,
      state: refusedState,
      subscriptionId,
    });
    careError(refused, 409, 'ALEXA_LINK_REFUSED');

    const badCodeState = await stateFor(browser);
    const badCode = await link(browser, {
      authCode: 'ANnot-a-code-amazon-issued',
      state: badCodeState,
      subscriptionId,
    });
    careError(badCode, 409, 'ALEXA_LINK_REFUSED');

    expect(await grantsOf(identity, SANDBOX_ALEXA_CLIENT_ID)).toEqual([]);
    // The grant made before the skill was refused is gone, audited as revoked.
    const events = await testApp.db
      .select({ event: accountLinkEvents.event })
      .from(accountLinkEvents)
      .where(
        and(
          eq(accountLinkEvents.identityId, identity),
          eq(accountLinkEvents.clientId, SANDBOX_ALEXA_CLIENT_ID),
        ),
      );
    expect(events.map((row) => row.event).sort()).toEqual(['consented', 'revoked']);
  });

  it('sends a cancelled popup back with access_denied and no code', async () => {
    const browser = await signedIn(listener);
    const back = await popup(await stateFor(browser), LINKS.id, 'cancel');
    expect(back.get('error')).toBe('access_denied');
    expect(back.get('code')).toBeNull();
  });
});

describe('the popup’s pages keep their opener (ADR 076)', () => {
  it('serves amzauth and the sandbox Amazon without isolating them, every other page letting its popups keep it', async () => {
    // The web app's pages as a build serves them: a server without one answers them with JSON,
    // which carries no page headers (ADR 105).
    const dist = await createWebDistFixture();
    onTestFinished(() => dist.remove());
    const { app } = await createTestApp({
      clock: createFakeClock(NOW),
      env: { WEB_DIST_DIR: dist.dir },
    });
    const coop = async (url: string) =>
      (await app.inject({ method: 'GET', url })).headers['cross-origin-opener-policy'];
    expect(await coop('/amzauth?code=a&state=b')).toBe('unsafe-none');
    expect(await coop('/subscribe/linking/device-link-amazon/amzauth?code=a')).toBe('unsafe-none');
    expect(await coop(`${SANDBOX_AMAZON_PATH}/ap/oa`)).toBe('unsafe-none');
    expect(await coop('/subscribe/linking/device-link-amazon')).toBe('same-origin-allow-popups');
    expect(await coop('/account')).toBe('same-origin-allow-popups');
  });
});

describe('the legacy Google check (authenticate/linking/google)', () => {
  it('answers not linked, then the live link once the customer linked Google', async () => {
    const browser = await signedIn(retry);
    const body = { subscriptionId: retry.plan.subscriptionId };
    careError(
      await browser.post('/services/authenticate/linking/google', body),
      404,
      'ACCOUNT_LINK_NOT_FOUND',
    );

    const google = await sandboxPartner(testApp);
    const request = await google.authorization();
    const uid = consentUidOf(await browser.get(request.url.href));
    const redirect = await answerConsent(browser, uid, true);
    await google.exchange(google.codeOf(redirect, request.state), request.verifier);
    expect(await grantsOf(retry.identityId, SANDBOX_GOOGLE_CLIENT_ID)).toHaveLength(1);

    const linked = await browser.post('/services/authenticate/linking/google', body);
    expect(careData(linked, googleLinkResultSchema)).toEqual({
      status: 'SUCCESS',
      linkedAt: testApp.clock.now().toISOString(),
    });
    const foreign = await browser.post('/services/authenticate/linking/google', {
      subscriptionId: listener.plan.subscriptionId,
    });
    careError(foreign, 404, 'SUBSCRIPTION_NOT_FOUND');
  });
});

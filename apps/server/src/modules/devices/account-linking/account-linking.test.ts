import { accountLinkRequestSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountLinkEvents, identities, oauthProviderRecords } from '../../../db/schema/index.ts';
import { careData, careError, ORBIT_OWNER } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  answerConsent,
  consentUidOf,
  customerBrowser,
  locationOf,
  oauthRefusal,
  type SandboxPartner,
  sandboxPartner,
} from './partner-dance.testing.ts';
import { purgeExpiredProviderRecords } from './purge-expired-records.ts';

const NOW = new Date('2026-11-20T14:00:00Z');

async function linkingApp() {
  const testApp = await createTestApp({ clock: createFakeClock(NOW) });
  return { testApp, partner: await sandboxPartner(testApp) };
}

/** A partner's request opened in the customer's browser, who then signs in on it. */
async function signedInConsent(testApp: TestApp, partner: SandboxPartner) {
  const request = await partner.authorization();
  const browser = customerBrowser(testApp);
  const uid = consentUidOf(await browser.get(request.url.href));
  await browser.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
  return { request, browser, uid };
}

/** The customer signs in, approves, and the partner gets the code on its redirect URI. */
async function approvedCode(testApp: TestApp, partner: SandboxPartner) {
  const { request, browser, uid } = await signedInConsent(testApp, partner);
  const redirect = await answerConsent(browser, uid, true);
  return {
    ...request,
    browser,
    uid,
    redirect,
    parameters: partner.codeOf(redirect, request.state),
  };
}

/** The link events written while `act` ran (the file's tests share one database). */
async function eventsDuring(testApp: TestApp, act: () => Promise<unknown>) {
  const before = new Set((await testApp.db.select().from(accountLinkEvents)).map((row) => row.id));
  await act();
  const after = await testApp.db.select().from(accountLinkEvents);
  return after.filter((row) => !before.has(row.id));
}

async function ownerIdentityId(testApp: TestApp): Promise<string> {
  const [owner] = await testApp.db
    .select({ id: identities.id })
    .from(identities)
    .where(eq(identities.handleKey, ORBIT_OWNER.username));
  if (!owner) throw new Error('the demo owner is not seeded');
  return owner.id;
}

describe('account linking: authorization code with PKCE, driven by a real OAuth client', () => {
  it('links through the consent page: the partner names itself, gets tokens, and the consent is recorded', async () => {
    const { testApp, partner } = await linkingApp();
    const { request, browser, uid } = await signedInConsent(testApp, partner);

    const asked = await browser.get(`/services/account-linking/request?uid=${uid}`);
    expect(careData(asked, accountLinkRequestSchema)).toEqual({
      partnerName: 'Google',
      clientId: 'google-sandbox',
      scopes: ['listening', 'account_status'],
    });

    let redirect = '';
    const events = await eventsDuring(testApp, async () => {
      redirect = await answerConsent(browser, uid, true);
    });
    expect(redirect.startsWith(`${partner.redirectUri}?`)).toBe(true);
    const tokens = await partner.exchange(
      partner.codeOf(redirect, request.state),
      request.verifier,
    );
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope?.split(' ').sort()).toEqual(['account_status', 'listening']);

    expect(events).toEqual([
      expect.objectContaining({
        event: 'consented',
        identityId: await ownerIdentityId(testApp),
        clientId: 'google-sandbox',
        scopes: ['listening', 'account_status'],
        at: NOW,
      }),
    ]);
  });

  it('rotates the refresh token: the new one works, the old one is refused and ends the link', async () => {
    const { testApp, partner } = await linkingApp();
    const { parameters, verifier } = await approvedCode(testApp, partner);
    const first = await partner.exchange(parameters, verifier);
    const second = await partner.refresh(first.refresh_token ?? '');
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);

    expect(await oauthRefusal(partner.refresh(first.refresh_token ?? ''))).toBe('invalid_grant');
    // Reuse of a rotated token revokes the grant: the newer token is refused too.
    expect(await oauthRefusal(partner.refresh(second.refresh_token ?? ''))).toBe('invalid_grant');
  });

  it('refuses a wrong code_verifier', async () => {
    const { testApp, partner } = await linkingApp();
    const { parameters } = await approvedCode(testApp, partner);
    const otherVerifier = (await partner.authorization()).verifier;
    expect(await oauthRefusal(partner.exchange(parameters, otherVerifier))).toBe('invalid_grant');
  });

  it('refuses a reused code, and revokes what the first use gave', async () => {
    const { testApp, partner } = await linkingApp();
    const { parameters, verifier } = await approvedCode(testApp, partner);
    const tokens = await partner.exchange(parameters, verifier);
    expect(await oauthRefusal(partner.exchange(parameters, verifier))).toBe('invalid_grant');
    expect(await oauthRefusal(partner.refresh(tokens.refresh_token ?? ''))).toBe('invalid_grant');
  });

  it('lets only one of two racing exchanges of a code through, across the database', async () => {
    const { testApp, partner } = await linkingApp();
    const { parameters, verifier } = await approvedCode(testApp, partner);
    const outcomes = await Promise.allSettled([
      partner.exchange(parameters, verifier),
      partner.exchange(parameters, verifier),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('never sends the customer to a redirect URI the partner did not register', async () => {
    const { testApp, partner } = await linkingApp();
    const request = await partner.authorization({
      redirect_uri: 'https://attacker.example/callback',
    });
    const answer = await customerBrowser(testApp).get(request.url.href);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('redirect_uri');
  });

  it('refuses a redirect URI that only starts like the registered one', async () => {
    const { testApp, partner } = await linkingApp();
    const request = await partner.authorization({
      redirect_uri: `${partner.redirectUri}/../../evil`,
    });
    const answer = await customerBrowser(testApp).get(request.url.href);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers.location).toBeUndefined();
  });

  it('refuses to refresh once the partner revoked the link, and audits the revocation', async () => {
    const { testApp, partner } = await linkingApp();
    const { parameters, verifier } = await approvedCode(testApp, partner);
    const tokens = await partner.exchange(parameters, verifier);
    const revoked = await eventsDuring(testApp, () => partner.revoke(tokens.refresh_token ?? ''));
    expect(await oauthRefusal(partner.refresh(tokens.refresh_token ?? ''))).toBe('invalid_grant');
    expect(revoked).toEqual([
      expect.objectContaining({
        event: 'revoked',
        identityId: await ownerIdentityId(testApp),
        clientId: 'google-sandbox',
        reason: 'revocation-endpoint',
        scopes: ['listening', 'account_status'],
        at: NOW,
      }),
    ]);
  });

  it('ends the whole link when the partner revokes its access token', async () => {
    const { testApp, partner } = await linkingApp();
    const { parameters, verifier } = await approvedCode(testApp, partner);
    const tokens = await partner.exchange(parameters, verifier);
    await partner.revoke(tokens.access_token);
    expect(await oauthRefusal(partner.refresh(tokens.refresh_token ?? ''))).toBe('invalid_grant');
  });
});

describe('account linking: expired records', () => {
  it('purges a code past its minute, and keeps the link it gave', async () => {
    const clock = createFakeClock(NOW);
    const testApp = await createTestApp({ clock });
    const partner = await sandboxPartner(testApp);
    const { parameters, verifier } = await approvedCode(testApp, partner);
    clock.advanceSeconds(61);
    const { records } = await purgeExpiredProviderRecords(testApp.db, clock.now());
    expect(records).toBeGreaterThan(0);
    expect(await oauthRefusal(partner.exchange(parameters, verifier))).toBe('invalid_grant');
    const grants = await testApp.db
      .select()
      .from(oauthProviderRecords)
      .where(eq(oauthProviderRecords.model, 'Grant'));
    expect(grants.length).toBeGreaterThan(0);
  });
});

describe('account linking: partners from configuration', () => {
  it('lets a partner with no secret link with PKCE alone, and never beyond its scopes', async () => {
    const redirectUri = 'https://partner.example/linked';
    const testApp = await createTestApp({
      clock: createFakeClock(NOW),
      env: {
        OAUTH_PARTNER_CLIENTS: JSON.stringify([
          {
            clientId: 'status-only',
            name: 'Status Speaker',
            redirectUris: [redirectUri],
            scopes: ['account_status'],
          },
        ]),
      },
    });
    const partner = await sandboxPartner(testApp, { clientId: 'status-only', redirectUri });
    // Asking beyond its scopes: the partner is answered invalid_scope, nothing is shown.
    const beyond = await partner.authorization();
    const refusal = new URL(locationOf(await customerBrowser(testApp).get(beyond.url.href)));
    expect(`${refusal.origin}${refusal.pathname}`).toBe(redirectUri);
    expect(refusal.searchParams.get('error')).toBe('invalid_scope');

    const request = await partner.authorization({ scope: 'account_status' });
    const browser = customerBrowser(testApp);
    const uid = consentUidOf(await browser.get(request.url.href));
    await browser.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    const asked = await browser.get(`/services/account-linking/request?uid=${uid}`);
    expect(careData(asked, accountLinkRequestSchema)).toEqual({
      partnerName: 'Status Speaker',
      clientId: 'status-only',
      scopes: ['account_status'],
    });
    const redirect = await answerConsent(browser, uid, true);
    const tokens = await partner.exchange(
      partner.codeOf(redirect, request.state),
      request.verifier,
    );
    expect(tokens.scope).toBe('account_status');

    // The sandbox Google is not configured on this server: its requests are refused.
    const google = await sandboxPartner(testApp);
    const refused = await customerBrowser(testApp).get((await google.authorization()).url.href);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.location).toBeUndefined();
  });
});

describe('account linking: the consent page', () => {
  it('tells the partner access_denied when the customer declines, and issues nothing', async () => {
    const { testApp, partner } = await linkingApp();
    const { request, browser, uid } = await signedInConsent(testApp, partner);
    let location = '';
    const events = await eventsDuring(testApp, async () => {
      location = await answerConsent(browser, uid, false);
    });
    const redirect = new URL(location);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(partner.redirectUri);
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('state')).toBe(request.state);
    expect(redirect.searchParams.has('code')).toBe(false);
    expect(events).toEqual([]);
  });

  it('asks for a sign-in first', async () => {
    const { testApp, partner } = await linkingApp();
    const request = await partner.authorization();
    const browser = customerBrowser(testApp);
    const uid = consentUidOf(await browser.get(request.url.href));
    await browser.get('/services/utility/env-info');
    const asked = await browser.get(`/services/account-linking/request?uid=${uid}`);
    careError(asked, 401, 'UNAUTHENTICATED_CUSTOMER');
  });

  it('opens a linking request only in the browser that started it', async () => {
    const { testApp, partner } = await linkingApp();
    const request = await partner.authorization();
    const uid = consentUidOf(await customerBrowser(testApp).get(request.url.href));

    // Another signed-in browser given the request id (a link sent to a victim) can neither
    // see it nor approve it for the account signed in there.
    const other = customerBrowser(testApp);
    await other.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    const events = await eventsDuring(testApp, async () => {
      careError(
        await other.get(`/services/account-linking/request?uid=${uid}`),
        404,
        'ACCOUNT_LINK_REQUEST_NOT_FOUND',
      );
      careError(
        await other.post('/services/account-linking/request', { uid, approve: true }),
        404,
        'ACCOUNT_LINK_REQUEST_NOT_FOUND',
      );
    });
    expect(events).toEqual([]);
  });

  it('answers a request once', async () => {
    const { testApp, partner } = await linkingApp();
    const { browser, uid } = await approvedCode(testApp, partner);
    careError(
      await browser.post('/services/account-linking/request', { uid, approve: true }),
      404,
      'ACCOUNT_LINK_REQUEST_NOT_FOUND',
    );
  });

  it('sends a browser with no pending request elsewhere: not found, in the care shape', async () => {
    const { testApp } = await linkingApp();
    const browser = customerBrowser(testApp);
    await browser.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    careError(
      await browser.get('/services/account-linking/request?uid=nothing-here'),
      404,
      'ACCOUNT_LINK_REQUEST_NOT_FOUND',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  anonymousCaller,
  freshClock,
  LONG_SESSION_ENV,
  mailbox,
  sessionFromGrant,
} from '../../testing/identities.ts';
import { createTestApp } from '../../testing/test-app.ts';

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock(), env: LONG_SESSION_ENV });
  const caller = await anonymousCaller(testApp.app);
  const post = (url: string, payload?: object) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: caller.headers,
      ...(payload ? { payload } : {}),
    });
  const linkIdIn = async (to: string) => {
    const [message] = await mailbox(testApp.app, to);
    const href = /https?:\/\/\S+magicLinkId=([A-Za-z0-9_-]+)/.exec(message?.text ?? '');
    if (!href?.[1]) throw new Error('no magic link in the mailbox');
    return href[1];
  };
  return { ...testApp, caller, post, linkIdIn };
}

describe('magic links', () => {
  it('emails a link to the web app that signs in once', async () => {
    const { app, post, caller, linkIdIn, config } = await setUp();
    const requested = await post('/magic-link/v1/request', {
      emailAddress: 'Listener@orbitradio.test',
    });
    expect(requested.json()).toEqual({ accepted: true });
    const [message] = await mailbox(app, 'listener@orbitradio.test');
    expect(message).toMatchObject({
      template: 'magic-link',
      subject: 'Your Orbit Radio sign-in link',
    });
    expect(message?.text).toContain(`${config.publicUrl}/sign-in/magic-link?magicLinkId=oml_`);
    expect(message?.html).toContain('<a href="http');

    const magicLinkId = await linkIdIn('listener@orbitradio.test');
    const redeemed = await post(`/magic-link/v1/redeem/${magicLinkId}`);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().grant).toMatch(/^omg_/);
    const signedIn = await post('/identity/v1/authenticate/magic-link', {
      grant: redeemed.json().grant,
    });
    expect(signedIn.json()).toMatchObject({ identityId: 'idn_seed_listener' });
    const session = await sessionFromGrant(app, caller.device, signedIn.json());
    expect(session.sessionType).toBe('authenticated');

    expectRefused(await post(`/magic-link/v1/redeem/${magicLinkId}`), 404, 'MAGIC_LINK_NOT_FOUND');
  });

  it('writes the message in the language asked for', async () => {
    const { app, post } = await setUp();
    await post('/magic-link/v1/request', {
      emailAddress: 'auditrice@orbitradio.test',
      language: 'fr-CA',
    });
    const [message] = await mailbox(app, 'auditrice@orbitradio.test');
    expect(message?.subject).toBe('Votre lien de connexion à Orbit Radio');
    expect(message?.text).toContain('Me connecter à Orbit Radio');
  });

  it('answers MAGIC_LINK_EXPIRED after 15 minutes and NOT_FOUND for a link nobody sent', async () => {
    const { post, clock, linkIdIn } = await setUp();
    await post('/magic-link/v1/request', { emailAddress: 'owner@orbitradio.test' });
    const magicLinkId = await linkIdIn('owner@orbitradio.test');
    clock.advanceSeconds(15 * 60);
    expectRefused(await post(`/magic-link/v1/redeem/${magicLinkId}`), 410, 'MAGIC_LINK_EXPIRED');
    expectRefused(await post('/magic-link/v1/redeem/oml_nothing'), 404, 'MAGIC_LINK_NOT_FOUND');
  });

  it('accepts an email nobody has the same way, sends nothing, and limits sends alike', async () => {
    const { app, post } = await setUp();
    const unknown = await post('/magic-link/v1/request', { emailAddress: 'ghost@orbitradio.test' });
    expect(unknown.json()).toEqual({ accepted: true });
    expect(await mailbox(app, 'ghost@orbitradio.test')).toEqual([]);
    // Beyond the address's budget a request needs a solved human check, known or not (ADR 024).
    expectRefused(
      await post('/magic-link/v1/request', { emailAddress: 'ghost@orbitradio.test' }),
      428,
      'CAPTCHA_REQUIRED',
    );
    expectRefused(
      await post('/magic-link/v1/request', { emailAddress: 'nope' }),
      400,
      'EMAIL_INVALID',
    );
  });
});

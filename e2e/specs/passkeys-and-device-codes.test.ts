import { createDeviceAuthorizationClient, type OrbitSdk } from '@orbit/sdk';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  appRunning,
  launchChromium,
  openPage,
  saveScreenshot,
  seriousAxeViolations,
  VIEWPORTS,
  type ViewportName,
} from '../support/browser.ts';
import { tabToAndPress } from '../support/keyboard.ts';
import { nodeSdk, signedInCookies } from '../support/signed-in.ts';

const usOrigin = inject('usOrigin');
const caOrigin = inject('caOrigin');

const LANGUAGES = [
  {
    name: 'en-US',
    origin: usOrigin,
    query: '',
    rpId: 'localhost',
    createPasskey: 'Create a passkey',
    passkeyReady: 'Your passkey is ready',
    signInWithPasskey: 'Sign in with a passkey',
    codeLabel: 'Code',
    connect: 'Connect',
    invalid: 'That code isn’t right',
    connected: 'You’re connected',
    another: 'Connect another device',
    expired: 'This code has expired',
  },
  {
    name: 'fr-CA',
    origin: caOrigin,
    query: '?langpref=fr-CA',
    rpId: 'can.localhost',
    createPasskey: 'Créer une clé d’accès',
    passkeyReady: 'Votre clé d’accès est prête',
    signInWithPasskey: 'Se connecter avec une clé d’accès',
    codeLabel: 'Code affiché',
    connect: 'Connecter',
    invalid: 'Ce code n’est pas valide',
    connected: 'Vous êtes connecté',
    another: 'Connecter un autre appareil',
    expired: 'Ce code a expiré',
  },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Chromium's virtual authenticator: a platform authenticator that verifies the user at once. */
async function virtualAuthenticator(
  page: Page,
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  // A prerendered screen shows before the app runs (ADR 083): act once it does.
  await appRunning(page);
  await page.locator('[role="status"][aria-busy="true"]').waitFor({ state: 'hidden' });
}

describe.each(LANGUAGES)('passkeys in $name', (language) => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
    it('creates a passkey on subscribe/sal-2 with the virtual authenticator, by keyboard', async () => {
      const { page, problems } = await openPage(browser, viewport);
      await (await signedInCookies(usOrigin))(page.context(), language.origin);
      const { cdp, authenticatorId } = await virtualAuthenticator(page);

      await page.goto(`${language.origin}/subscribe/sal-2${language.query}`);
      await settled(page);
      const create = page.getByRole('button', { name: language.createPasskey });
      await create.waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(language.name);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `passkey-setup-${language.name}-${viewport}`);

      await tabToAndPress(page, create);
      await page.getByText(language.passkeyReady).waitFor();
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]).toMatchObject({ rpId: language.rpId, isResidentCredential: true });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await saveScreenshot(page, `passkey-created-${language.name}-${viewport}`);
      await page.context().close();
    });
  });

  it('signs in with that passkey in another browser, without a password', async () => {
    // Register in a signed-in browser…
    const first = await openPage(browser, 'desktop');
    await (await signedInCookies(usOrigin))(first.page.context(), language.origin);
    const registering = await virtualAuthenticator(first.page);
    await first.page.goto(`${language.origin}/subscribe/sal-2${language.query}`);
    await first.page.getByRole('button', { name: language.createPasskey }).click();
    await first.page.getByText(language.passkeyReady).waitFor();
    const { credentials } = await registering.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: registering.authenticatorId,
    });
    await first.page.context().close();

    // …then carry the credential to a browser that has never signed in.
    const { page, problems } = await openPage(browser, 'phone');
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    const [credential] = credentials;
    if (!credential) throw new Error('no credential was created');
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });

    await page.goto(`${language.origin}/subscribe/sal-2${language.query}`);
    await settled(page);
    const passkeyButton = page.getByRole('button', { name: language.signInWithPasskey });
    await passkeyButton.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `passkey-signed-out-${language.name}-phone`);
    await tabToAndPress(page, passkeyButton);
    // Signed in: the page now offers to create a passkey.
    await page.getByRole('button', { name: language.createPasskey }).waitFor();
    const stored = await page.context().cookies(language.origin);
    const authToken = stored.find((cookie) => cookie.name === 'AUTH_TOKEN');
    expect(JSON.parse(decodeURIComponent(authToken?.value ?? '{}'))).toMatchObject({
      authenticated: true,
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.each(LANGUAGES)('TV codes in $name', (language) => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
    let tv: OrbitSdk | undefined;
    afterAll(() => tv?.dispose());

    it('authorizes the code a polling Node device shows: wrong, right, then used', async () => {
      // Node does not resolve can.localhost: the device talks to the API on the US host.
      tv = await nodeSdk(usOrigin);
      const device = createDeviceAuthorizationClient(tv);
      const code = await device.requestCode('tv');
      expect(code.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
      const polled = device.pollForSession(code);

      const { page, problems } = await openPage(browser, viewport);
      await (await signedInCookies(usOrigin))(page.context(), language.origin);
      await page.goto(`${language.origin}/subscribe/linking/tv${language.query}`);
      await settled(page);
      const field = page.getByLabel(language.codeLabel, { exact: true });
      await field.waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(language.name);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `tv-code-${language.name}-${viewport}`);

      // A wrong code: the field says so.
      await field.focus();
      await page.keyboard.type('zzzzzzzz');
      expect(await field.inputValue()).toBe('ZZZZ-ZZZZ');
      await page.keyboard.press('Enter');
      await page.getByText(language.invalid).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `tv-code-wrong-${language.name}-${viewport}`);

      // The right one: typed in lower case without the dash (desktop) or pasted with a space (phone).
      await field.fill('');
      const plain = code.user_code.replace('-', '');
      if (viewport === 'desktop') await page.keyboard.type(plain.toLowerCase());
      else await field.fill(`${plain.slice(0, 4)} ${plain.slice(4)}`.toLowerCase());
      expect(await field.inputValue()).toBe(code.user_code);
      await page.keyboard.press('Enter');
      await page.getByText(language.connected).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `tv-code-connected-${language.name}-${viewport}`);

      const session = await polled;
      expect(session.sessionType).toBe('authenticated');
      expect(tv.session.isAuthenticated).toBe(true);

      // The same code again: already used, so it reads as expired.
      await tabToAndPress(page, page.getByRole('button', { name: language.another }));
      await field.waitFor();
      await field.fill(code.user_code);
      await page.keyboard.press('Enter');
      await page.getByText(language.expired).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `tv-code-expired-${language.name}-${viewport}`);
      // The wrong and the used code are answered 400, which Chromium logs; nothing else may be.
      expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
      expect(problems).toHaveLength(2);
      await page.context().close();
    });
  });
});

import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { expectLoggedProblems, launchChromium, openPage } from '../support/browser.ts';
import { startCheckoutServer, WALK_TIMEOUT_MS } from '../support/checkout.ts';

/*
 * The last onboarding pages against the real server (ADR 061): a Sonos speaker's link code
 * confirmed after the sign-in on the page (en-US and fr-CA), instant-stream opening the player
 * app's smart link, and activate-device-for-location sending a TV's code to the caller's
 * country's site. The server trusts X-Forwarded-For here so that a test can say where the
 * caller is (the browser itself calls from loopback, which is in no country).
 */
let server: ServerProcess;
let usOrigin: string;
let caOrigin: string;
let browser: Browser;
beforeAll(async () => {
  server = await startCheckoutServer({ TRUST_PROXY: 'true' });
  usOrigin = server.origin;
  caOrigin = `http://can.localhost:${server.port}`;
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A speaker link code as a made-up Sonos speaker shows it, and the page its link opens. */
async function speakerLink(): Promise<{ userCode: string; path: string }> {
  const response = await fetch(`${usOrigin}/dev/speaker-code`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as { userCode: string; path: string };
}

/** Signs in with a password on the sign-in the page shows, in the page's language. */
async function signIn(page: Page, labels: { handle: string; go: string; password: RegExp }) {
  await page.getByLabel(labels.handle).fill('listener@orbitradio.test');
  await page.getByRole('button', { name: labels.go, exact: true }).click();
  const password = page.getByLabel(labels.password);
  await password.fill('Comet-Tail-42');
  await password.press('Enter');
}

describe('onboarding sign-in/sonos', () => {
  it(
    'signs in on the page, then links the speaker the link names (en-US)',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      const speaker = await speakerLink();
      await page.goto(`${usOrigin}${speaker.path}`);
      await settledOn(page, 'Sign in');
      await page.getByText(/Your Sonos speaker shows a link code/).waitFor();
      await checkAtBothWidths(page, problems, 'onboarding-sonos-sign-in');

      await signIn(page, { handle: 'Email or username', go: 'Continue', password: /^Password$/ });
      await settledOn(page, 'Link your speaker');
      expect(new URL(page.url()).pathname).toBe('/onboarding/sign-in/sonos');
      expect(await page.getByLabel('Code', { exact: true }).inputValue()).toBe(speaker.userCode);
      await checkAtBothWidths(page, problems, 'onboarding-sonos-code');
      await page.getByRole('button', { name: 'Link speaker' }).click();
      await page.getByText('Speaker linked').waitFor();
      await checkAtBothWidths(page, problems, 'onboarding-sonos-linked');

      // The same code again: already decided, so expired for any later try.
      await page.getByRole('button', { name: 'Connect another device' }).click();
      await page.getByLabel('Code', { exact: true }).fill(speaker.userCode);
      await page.getByRole('button', { name: 'Link speaker' }).click();
      await page.getByText('This code has expired').waitFor();
      await expectLoggedProblems(problems, [
        'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ]);
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'in Canadian French on the Canadian site, the code typed by keyboard',
    async () => {
      const { page, problems } = await openPage(browser, 'phone');
      const speaker = await speakerLink();
      await page.goto(`${caOrigin}/onboarding/sign-in/sonos?langpref=fr`);
      await settledOn(page, 'Ouvrir une session');
      await page.getByText(/Votre haut-parleur Sonos affiche un code d’association/).waitFor();
      await signIn(page, {
        handle: 'Courriel ou nom d’utilisateur',
        go: 'Continuer',
        password: /^Mot de passe$/,
      });
      await settledOn(page, 'Associer votre haut-parleur');
      const field = page.getByLabel('Code affiché', { exact: true });
      await field.focus();
      await page.keyboard.type(speaker.userCode.replace('-', '').toLowerCase());
      expect(await field.inputValue()).toBe(speaker.userCode);
      await page.keyboard.press('Enter');
      await page.getByText('Haut-parleur associé').waitFor();
      await checkAtBothWidths(page, problems, 'onboarding-sonos-linked-fr');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe('onboarding instant-stream', () => {
  it('opens the player app’s smart link with the channel, and shows a link to it', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    const opened: string[] = [];
    // The player app is outside reach: its answer (204) leaves the browser on our page.
    await page.route('https://listen.orbitradio.com/**', async (route) => {
      opened.push(route.request().url());
      await route.fulfill({ status: 204 });
    });
    await page.goto(`${usOrigin}/onboarding/instant-stream?channel=jazz-classics`);
    await settledOn(page, 'Opening the Orbit Radio app');
    await expect
      .poll(() => opened)
      .toEqual(['https://listen.orbitradio.com/open?channel=jazz-classics']);
    const link = page.getByRole('link', { name: 'Open the Orbit Radio app' });
    expect(await link.getAttribute('href')).toBe(
      'https://listen.orbitradio.com/open?channel=jazz-classics',
    );
    await checkAtBothWidths(page, problems, 'onboarding-instant-stream');
    await page.context().close();
  });
});

describe('onboarding activate-device-for-location', () => {
  it('sends a caller in Canada from the US site to the Canadian site, the TV’s code kept', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '24.48.0.1' });
    const tv = await fetch(`${usOrigin}/dev/tv-code`, { method: 'POST' });
    const { userCode } = (await tv.json()) as { userCode: string };
    await page.goto(
      `${usOrigin}/onboarding/activate-device-for-location?code=${userCode}&langpref=fr`,
    );
    await page.waitForURL(`${caOrigin}/onboarding/activate-device?code=${userCode}&langpref=fr`);
    await settledOn(page, 'Activez votre téléviseur');
    expect(await page.getByLabel('Code affiché sur votre téléviseur').inputValue()).toBe(userCode);
    await checkAtBothWidths(page, problems, 'onboarding-for-location-to-canada');
    await page.context().close();
  });

  it('keeps a caller in the US, and one from nowhere of ours, on this site', async () => {
    for (const [address, name] of [
      ['8.8.8.8', 'us'],
      ['127.0.0.1', 'loopback'],
    ] as const) {
      const { page, problems } = await openPage(browser, 'phone');
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
      await page.goto(`${usOrigin}/onboarding/activate-device-for-location?code=BCDF-GHJK`);
      await page.waitForURL(`${usOrigin}/onboarding/activate-device?code=BCDF-GHJK`);
      await settledOn(page, 'Activate your TV');
      await checkAtBothWidths(page, problems, `onboarding-for-location-stays-${name}`);
      await page.context().close();
    }
  });
});

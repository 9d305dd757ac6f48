import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { expectLoggedProblems, launchChromium, openPage } from '../support/browser.ts';
import { startCheckoutServer, WALK_TIMEOUT_MS } from '../support/checkout.ts';

/*
 * Onboarding's find-account page against the real server and its demo accounts
 * (docs/demo-data.md, "Onboarding"): Casey Setup's subscription found by FLEPZ, its streaming
 * sign-in created and confirmed (en-US), and details that match nobody going to `no-match` on
 * the Canadian site in French. Each spec starts its own server, so Casey's credentials are set
 * up once per run.
 */
let server: ServerProcess;
let usOrigin: string;
let caOrigin: string;
let browser: Browser;
beforeAll(async () => {
  server = await startCheckoutServer();
  usOrigin = server.origin;
  caOrigin = `http://can.localhost:${server.port}`;
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Flepz {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zip: string;
}

/** Fills the Your Info tab, whose labels are the page's language's. */
async function fillFlepz(page: Page, details: Flepz, labels: Record<keyof Flepz, string | RegExp>) {
  await page.getByRole('textbox', { name: labels.firstName }).fill(details.firstName);
  await page.getByRole('textbox', { name: labels.lastName }).fill(details.lastName);
  await page.getByRole('textbox', { name: labels.email }).fill(details.email);
  await page.getByRole('textbox', { name: labels.phone }).fill(details.phone);
  await page.getByRole('textbox', { name: labels.zip }).fill(details.zip);
}

const EN = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: /Phone number/,
  zip: 'ZIP code',
};
const FR = {
  firstName: 'Prénom',
  lastName: 'Nom de famille',
  email: 'Courriel',
  phone: /Numéro de téléphone/,
  zip: 'Code postal',
};

describe('onboarding setup-credentials by FLEPZ', () => {
  it(
    'one match: credential setup, then the confirmation (en-US)',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      await page.goto(`${usOrigin}/onboarding`);
      await settledOn(page, 'Set up streaming with your subscription');
      expect(new URL(page.url()).pathname).toBe('/onboarding/setup-credentials');
      await checkAtBothWidths(page, problems, 'onboarding-find-account');

      await fillFlepz(
        page,
        {
          firstName: 'Casey',
          lastName: 'Setup',
          email: 'casey.setup@orbitradio.test',
          phone: '5125550091',
          zip: '78701',
        },
        EN,
      );
      await page.getByRole('button', { name: 'Find my account' }).click();
      await settledOn(page, 'Create your streaming sign-in');
      expect(new URL(page.url()).pathname).toBe('/onboarding/credential-setup');
      await page.getByText('ending in 0091').waitFor();

      await page.getByRole('textbox', { name: 'Email' }).fill('casey.setup@orbitradio.test');
      await page.getByRole('checkbox', { name: 'Use this email for my account too' }).check();
      // A password the policy refuses is said on the field before anything is sent.
      await page.getByLabel('Create a password').fill('short');
      await page.getByRole('button', { name: 'Create my sign-in' }).click();
      await page.locator('input[aria-invalid="true"][type="password"]').waitFor();
      await checkAtBothWidths(page, problems, 'onboarding-credential-setup');

      await page.getByLabel('Create a password').fill('Comet-Harbor-93');
      await page.getByRole('button', { name: 'Create my sign-in' }).click();
      await settledOn(page, 'Your streaming sign-in is ready');
      expect(new URL(page.url()).pathname).toBe('/onboarding/setup-login-confirmation');
      await checkAtBothWidths(page, problems, 'onboarding-setup-login-confirmation');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'no match: the no-match page, then the radio id lookup (fr-CA, Canadian site)',
    async () => {
      const { page, problems } = await openPage(browser, 'phone');
      await page.goto(`${caOrigin}/onboarding/setup-credentials?langpref=fr-CA`);
      await settledOn(page, 'Configurez la diffusion en continu de votre abonnement');
      await checkAtBothWidths(page, problems, 'onboarding-find-account-fr');
      await fillFlepz(
        page,
        {
          firstName: 'Nobody',
          lastName: 'Here',
          email: 'nobody.here@orbitradio.test',
          phone: '4165550199',
          zip: 'M5V 2T6',
        },
        FR,
      );
      await page.getByRole('button', { name: 'Trouver mon compte' }).click();
      await settledOn(page, 'Nous n’avons pas trouvé votre compte');
      expect(new URL(page.url()).pathname).toBe('/onboarding/no-match');
      expect(await page.getByRole('link', { name: /^1-/ }).getAttribute('href')).toMatch(/^tel:/);
      await checkAtBothWidths(page, problems, 'onboarding-no-match-fr');

      await page.getByRole('link', { name: 'Chercher avec l’identifiant de ma radio' }).click();
      await settledOn(page, 'Configurez la diffusion en continu de votre abonnement');
      expect(
        await page.getByRole('tab', { name: 'ID de radio' }).getAttribute('aria-selected'),
      ).toBe('true');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe('after the credentials: a prospect’s password link and a TV', () => {
  it(
    'create-password from the prospect’s link, then the TV activated with Casey’s new sign-in',
    async () => {
      const { page, problems } = await openPage(browser, 'phone');
      const link = await fetch(
        `${usOrigin}/dev/streaming-reset-token?email=freelisten.prospect%40orbitradio.test`,
      );
      expect(link.status).toBe(200);
      const { path } = (await link.json()) as { path: string };
      await page.goto(`${usOrigin}${path}`);
      await settledOn(page, 'Create your password');
      await page.getByLabel('New password').fill('Lantern-Meadow-48');
      await page.getByLabel('Confirm your password').fill('Lantern-Meadow-48');
      await page.getByRole('button', { name: 'Create my password' }).click();
      await settledOn(page, 'Your password is set');
      await checkAtBothWidths(page, problems, 'onboarding-create-password-done');
      // The link is single use.
      await page.goto(`${usOrigin}${path}`);
      await settledOn(page, 'This link isn’t valid');
      // The token check answered 400 INVALID_PASSWORD_RESET_TOKEN, as it should.
      await expectLoggedProblems(problems, [
        'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ]);

      const code = await fetch(`${usOrigin}/dev/tv-code`, { method: 'POST' });
      expect(code.status).toBe(200);
      const tv = (await code.json()) as { path: string };
      await page.goto(`${usOrigin}${tv.path}`);
      await settledOn(page, 'Activate your TV');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Email or username').fill('casey.setup@orbitradio.test');
      await page.getByLabel(/^Password$/).fill('Comet-Harbor-93');
      await page.getByRole('button', { name: 'Sign in and activate' }).click();
      await settledOn(page, 'Your TV is activated');
      await checkAtBothWidths(page, problems, 'onboarding-tv-activated');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

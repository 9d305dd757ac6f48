import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { expectLoggedProblems, launchChromium, openPage } from '../support/browser.ts';
import { startCheckoutServer, WALK_TIMEOUT_MS } from '../support/checkout.ts';
import { mailTo, newestMessage } from '../support/identity-pages.ts';

/*
 * Device linking from a vehicle's magic link (ADR 055, ADR 059, ADR 062): the link a car makes
 * (minted here through the car's own path), the vehicle and its running trial; for a new identity
 * a new sign-in with the link's email (password, then the code mailed to it), in French on the
 * Canadian site with another email; for a returning customer the identity's sign-in page and back;
 * then the terms (the version the server publishes) and the claim.
 */
let server: ServerProcess;
let browser: Browser;
let usOrigin: string;
let caOrigin: string;

/** The demo's new-identity radio: a running trial sold to an email nobody signed up with. */
const RADIO = 'ORBL0081';
const SALE_EMAIL = 'linkme.newdriver@orbitradio.test';
/** ORBL0085's seeded link, past its expiry, and the sale's email a new one goes to. */
const EXPIRED_LINK = 'ovl_demoExpiredORBL0085000000000000000000000000';
const EXPIRED_SALE_EMAIL = 'linkme.expired@orbitradio.test';
/** ORBL0082's sale email: a US identity with an account (`10000082`), password `Link-Drive-81`. */
const RETURNING_EMAIL = 'linkme.returning@orbitradio.test';
const CODE_SENT_LOGGED =
  'console error: Failed to load resource: the server responded with a status of 428 (Precondition Required)';

beforeAll(async () => {
  server = await startCheckoutServer({
    COOKIE_SECURE: 'true',
    FEATURE_FLAG_OVERRIDES: 'enableDeviceLinking=true,enableDeviceLinkingNewIdentity=true',
  });
  usOrigin = server.origin;
  caOrigin = `http://can.localhost:${server.port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh single-use link for the radio: the page path with its `ml`. */
async function mintedLinkPath(radioId: string): Promise<string> {
  const response = await fetch(`${usOrigin}/dev/vehicle-magic-link?radioId=${radioId}`);
  expect(response.status).toBe(200);
  const { magicLinkUrl } = (await response.json()) as { magicLinkUrl: string };
  const url = new URL(magicLinkUrl);
  return `${url.pathname}${url.search}`;
}

async function typeInto(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label, { exact: typeof label === 'string' }).focus();
  await page.keyboard.type(text);
}

describe('device linking from a magic link for a new identity', () => {
  it(
    'en-US: the trial, a new sign-in with the link’s email, the terms and the claim',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      const path = await mintedLinkPath(RADIO);
      await page.goto(`${usOrigin}${path}`);
      await settledOn(page, 'Link your device');
      await page.getByText(/Your trial is running: \d+ days? left/).waitFor();
      await page.getByText('VIN *************0081').waitFor();
      await checkAtBothWidths(page, problems, 'device-linking-en-US');

      // The link's email is free: the new-identity page, with the same link (not redeemed again).
      await page.getByRole('link', { name: `Create a sign-in with ${SALE_EMAIL}` }).focus();
      await page.keyboard.press('Enter');
      await settledOn(page, 'Link a device to your new sign-in');
      const email = page.getByLabel('Email address');
      expect(await email.inputValue()).toBe(SALE_EMAIL);
      expect(await email.getAttribute('readonly')).not.toBeNull();
      await checkAtBothWidths(page, problems, 'device-linking-new-identity-en-US');

      const mailedBefore = (await mailTo(usOrigin, SALE_EMAIL)).length;
      await typeInto(page, 'Password', 'Meteor-Shower-31');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
      const message = await newestMessage(usOrigin, SALE_EMAIL, mailedBefore);
      expect(message.template).toBe('otp-code');
      const code = /\b(\d{6})\b/.exec(message.text ?? '')?.[1] ?? '';
      await typeInto(page, '6-digit code', code);
      await page.keyboard.press('Enter');

      await page.getByRole('button', { name: 'Claim my trial' }).waitFor();
      expect(problems).toEqual([CODE_SENT_LOGGED]);
      problems.splice(0);
      await checkAtBothWidths(page, problems, 'device-linking-claim-en-US');
      await page.getByRole('checkbox', { name: /I agree to the Offer and Renewal Terms/ }).check();
      await page.getByRole('button', { name: 'Claim my trial' }).click();
      await page.getByText('Your trial is on your account').waitFor();
      await page.getByText(/The trial now runs on account \d+/).waitFor();
      await page.getByText(/Your trial is on an Orbit Radio account: \d+ days? left/).waitFor();
      await checkAtBothWidths(page, problems, 'device-linking-claimed-en-US');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'fr-CA on the Canadian site: the link’s page, a new sign-in with another email, the terms and the claim',
    async () => {
      const { page, problems } = await openPage(browser, 'phone');
      // ORBL0084's sale email is a Canadian identity: the page asks for another email.
      const path = await mintedLinkPath('ORBL0084');
      await page.goto(`${caOrigin}${path}&langpref=fr`);
      await settledOn(page, 'Associer votre appareil');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await page.getByText(/Votre essai est en cours\s: \d+ jours? restants?/).waitFor();
      await checkAtBothWidths(page, problems, 'device-linking-fr-CA');
      await page.getByRole('link', { name: 'Créer un identifiant avec une autre adresse' }).click();
      await settledOn(page, 'Associer un appareil à votre nouvel identifiant');
      await page.getByText(/Utilisez une adresse courriel autre que/).waitFor();
      await checkAtBothWidths(page, problems, 'device-linking-new-identity-fr-CA');

      const email = 'conductrice.neuve@orbitradio.test';
      await typeInto(page, 'Adresse courriel', email);
      await typeInto(page, 'Mot de passe', 'Aurore-Boreale-47');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Entrez votre code' }).waitFor();
      // The sign-up's 428 (a code was sent) is how the page learns to ask for the code.
      expect(problems).toEqual([CODE_SENT_LOGGED]);
      problems.splice(0);
      await checkAtBothWidths(page, problems, 'device-linking-code-fr-CA');
      const message = await newestMessage(usOrigin, email, 0);
      expect(message).toMatchObject({ template: 'otp-code', locale: 'fr-CA' });
      const code = /\b(\d{6})\b/.exec(message.text ?? '')?.[1] ?? '';
      await typeInto(page, 'Code à 6 chiffres', code);
      await page.keyboard.press('Enter');

      // Canada: the offer and renewal terms (with the agreement and the policy's links) and
      // marketing only when ticked; the box must be ticked before anything is sent.
      const claim = page.getByRole('button', { name: 'Réclamer mon essai' });
      await claim.waitFor();
      await claim.click();
      await page
        .getByText('Cochez la case pour accepter les conditions avant de réclamer l’essai.')
        .waitFor();
      await checkAtBothWidths(page, problems, 'device-linking-claim-fr-CA');
      await page.getByRole('checkbox', { name: /J’accepte les Conditions/ }).check();
      await claim.click();
      await page.getByText('Votre essai est dans votre compte').waitFor();
      await page.getByText(/L’essai est maintenant dans le compte \d+, jusqu’au /).waitFor();
      await checkAtBothWidths(page, problems, 'device-linking-claimed-fr-CA');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe('a device-linking link that has expired', () => {
  it(
    'fr-CA on the Canadian site: says so and mails a new link in French',
    async () => {
      const { page, problems } = await openPage(browser, 'phone');
      await page.goto(`${caOrigin}/onboarding/device-linking?ml=${EXPIRED_LINK}&langpref=fr`);
      await page.getByText('Ce lien est expiré').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      // The refused redemption is the answer the page explains, not a problem of the page.
      await expectLoggedProblems(problems, [
        'console error: Failed to load resource: the server responded with a status of 410 (Gone)',
      ]);
      await checkAtBothWidths(page, problems, 'device-linking-expired-fr-CA');
      const mailedBefore = (await mailTo(usOrigin, EXPIRED_SALE_EMAIL)).length;
      await page.getByRole('button', { name: 'Envoyez-moi un nouveau lien' }).click();
      await page
        .getByText(/un nouveau lien est en route\. Il fonctionne pendant 72 heures\./)
        .waitFor();
      await checkAtBothWidths(page, problems, 'device-linking-expired-sent-fr-CA');
      const message = await newestMessage(usOrigin, EXPIRED_SALE_EMAIL, mailedBefore);
      expect(message.locale).toBe('fr-CA');
      expect(message.text).toMatch(/\/onboarding\/device-linking\?ml=ovl_/);
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe('device linking from a magic link for a customer who signs in', () => {
  it(
    'en-US: ORBL0082’s link, sign in as the link’s email, agree and claim onto the account',
    async () => {
      const { page, problems } = await openPage(browser, 'phone');
      const path = await mintedLinkPath('ORBL0082');
      await page.goto(`${usOrigin}${path}`);
      await settledOn(page, 'Link your device');
      await checkAtBothWidths(page, problems, 'device-linking-sign-in-to-claim-en-US');

      // The identity's own sign-in page, the link's email filled in, and back to the link.
      await page.getByRole('link', { name: `Sign in as ${RETURNING_EMAIL}` }).click();
      const handle = page.getByLabel('Email or username', { exact: true });
      await handle.waitFor();
      expect(await handle.inputValue()).toBe(RETURNING_EMAIL);
      await checkAtBothWidths(page, problems, 'device-linking-sign-in-en-US');
      await handle.focus();
      await page.keyboard.press('Enter');
      await page.getByLabel('Password', { exact: true }).waitFor();
      await typeInto(page, 'Password', 'Link-Drive-81');
      await page.keyboard.press('Enter');
      await settledOn(page, 'Link your device');
      expect(new URL(page.url()).pathname).toBe('/onboarding/device-linking');
      await page.getByText(`You’re signed in as ${RETURNING_EMAIL}.`).waitFor();
      await checkAtBothWidths(page, problems, 'device-linking-signed-in-claim-en-US');

      await page.getByRole('checkbox', { name: /I agree to the Offer and Renewal Terms/ }).check();
      await page.getByRole('button', { name: 'Claim my trial' }).click();
      await page.getByText('Your trial is on your account').waitFor();
      // The returning customer's own account, not a new one.
      await page.getByText(/The trial now runs on account 10000082, until /).waitFor();
      await checkAtBothWidths(page, problems, 'device-linking-signed-in-claimed-en-US');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

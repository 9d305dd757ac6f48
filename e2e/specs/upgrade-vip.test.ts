import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { futureExpiry, startCheckoutServer, WALK_TIMEOUT_MS } from '../support/checkout.ts';
import { type DemoSignIn, signedInCookies } from '../support/signed-in.ts';

/*
 * Platinum VIP links (flows §4.5, ADR 046) on the seed's VIP customers (docs/demo-data.md):
 * Valeria Vasquez's account 10000051 takes Platinum VIP on its two paid radios, ORBV4101 (the
 * link's) and ORBV4102, from the emailed link to thanks; Achebe's 10000057 has ORBV4701 on VIP
 * alone and adds ORBV4702 (`add-second-radio`); Tremblay's 10000056 in Montréal takes CAPVIP in
 * Canadian French. Castellanos's 10000058 (ORBV4801 + ORBV4802) and Gagnon's 10000059 in
 * Montréal, monthly VIP bundles, move to the annual plan on the update page, signed in (ADR 053).
 * The plans change for good, so this spec has its own server.
 */
let browser: Browser;
let server: ServerProcess;

beforeAll(async () => {
  browser = await launchChromium();
  server = await startCheckoutServer();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The path of a freshly minted VIP link (the dev endpoint the CLI also names). */
async function vipLink(radioId: string, programCode = 'USPVIP'): Promise<string> {
  const query = new URLSearchParams({ type: 'UPGRADE_VIP', radioId, programCode });
  const response = await fetch(`${server.origin}/dev/entry-token?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { path: string }).path;
}

/** Who, where in Austin, and a new test card, on the VIP payment step in en-US. */
async function fillUsPayment(
  page: Page,
  who: { firstName: string; lastName: string; email: string; phone: string; street: string },
) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Card number').waitFor();
  await field('First name').fill(who.firstName);
  await field('Last name').fill(who.lastName);
  await field('Email address').fill(who.email);
  await field('Phone number').fill(who.phone);
  await field('Street address').fill(who.street);
  await field('City').fill('Austin');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('TX');
  await field('ZIP code').fill('78701');
  await field('Card number').fill('4242 4242 4242 4242');
  await field('Expiration date').fill(futureExpiry());
  await field('Security code (CVV)').fill('123');
}

describe('a Platinum VIP link', () => {
  it(
    'puts VIP on two radios from the link to thanks',
    async () => {
      const link = await vipLink('ORBV4101');
      expect(link).toMatch(/^\/subscribe\/upgrade-vip\?programCode=USPVIP&token=oet1\./);
      const { page, problems } = await openPage(browser, 'desktop');
      await page.goto(`${server.origin}${link}`);
      await settledOn(page, 'Platinum VIP on two devices');
      await page.getByRole('heading', { name: 'Step 1: Choose your second device' }).waitFor();
      await checkAtBothWidths(page, problems, 'upgrade-vip-second-en-US');

      // By keyboard: the eligible radio is chosen already; Tab reaches Continue, Enter presses it.
      const second = page.getByRole('radio', { name: /Radio ending in 4102/ });
      expect(await second.isChecked()).toBe(true);
      await second.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');

      // A visitor by link is not the signed-in owner: they pay with a new card.
      await fillUsPayment(page, {
        firstName: 'Valeria',
        lastName: 'Vasquez',
        email: 'vip.two@orbitradio.test',
        phone: '5125550141',
        street: '410 Congress Ave',
      });
      await checkAtBothWidths(page, problems, 'upgrade-vip-payment-en-US');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();

      await page.getByRole('heading', { name: 'Step 3: Review and complete' }).waitFor();
      await page.getByText('Due today').waitFor();
      await checkAtBothWidths(page, problems, 'upgrade-vip-review-en-US');
      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Complete My Order' }).click();

      await settledOn(page, 'Both devices are on Platinum VIP');
      await page.waitForURL(/\/subscribe\/upgrade-vip\/thanks\?/);
      await page.getByText(/ending in 4101: upgraded to Platinum VIP/).waitFor();
      await page.getByText(/ending in 4102: upgraded to Platinum VIP/).waitFor();
      await checkAtBothWidths(page, problems, 'upgrade-vip-thanks-en-US');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'adds the second radio to a radio already on Platinum VIP, to thanks with Listen now',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      await page.goto(`${server.origin}${await vipLink('ORBV4701')}`);
      await settledOn(page, 'Add your second device to Platinum VIP');
      await page.waitForURL(/\/subscribe\/upgrade-vip\/add-second-radio\?/);
      await page.getByText(/Radio ending in 4701 is already on Platinum VIP/).waitFor();
      await checkAtBothWidths(page, problems, 'upgrade-vip-add-second-en-US');
      expect(await page.getByRole('radio', { name: /Radio ending in 4702/ }).isChecked()).toBe(
        true,
      );
      await page.getByRole('button', { name: 'Continue', exact: true }).click();

      await fillUsPayment(page, {
        firstName: 'Robin',
        lastName: 'Achebe',
        email: 'vip.one@orbitradio.test',
        phone: '5125550457',
        street: '900 Congress Ave',
      });
      await page.getByRole('button', { name: 'Continue', exact: true }).click();

      await page.getByRole('heading', { name: 'Step 3: Review and complete' }).waitFor();
      await checkAtBothWidths(page, problems, 'upgrade-vip-add-second-review-en-US');
      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Complete My Order' }).click();

      await settledOn(page, 'Your second device is on Platinum VIP');
      await page.waitForURL(/\/subscribe\/upgrade-vip\/add-second-radio\/thanks\?/);
      await page.getByText(/ending in 4702: upgraded to Platinum VIP/).waitFor();
      await page.getByRole('button', { name: 'Listen now' }).waitFor();
      await checkAtBothWidths(page, problems, 'upgrade-vip-add-second-thanks-en-US');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'takes the Montréal account to CAPVIP review in Canadian French, priced in CAD',
    async () => {
      const { page, problems } = await openPage(browser, 'phone');
      const link = await vipLink('ORBV4601', 'CAPVIP');
      await page.goto(`http://can.localhost:${server.port}${link}&langpref=fr-CA`);
      await settledOn(page, 'Platine VIP sur deux appareils');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await checkAtBothWidths(page, problems, 'upgrade-vip-second-fr-CA');
      await page.getByRole('button', { name: 'Continuer', exact: true }).click();

      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field('Numéro de carte').waitFor();
      await field('Prénom').fill('Robin');
      await field('Nom de famille').fill('Tremblay');
      await field('Adresse courriel').fill('vip.quebec@orbitradio.test');
      await field('Numéro de téléphone').fill('5145550456');
      await field('Adresse municipale').fill('1500 rue Peel');
      await field('Ville').fill('Montréal');
      await page
        .getByRole('combobox', { name: 'Province ou territoire', exact: true })
        .selectOption('QC');
      await field('Code postal').fill('H3A 1S9');
      await field('Numéro de carte').fill('4242 4242 4242 4242');
      await field('Date d’expiration').fill(futureExpiry());
      await field('Code de sécurité (CVV)').fill('123');
      await checkAtBothWidths(page, problems, 'upgrade-vip-payment-fr-CA');
      await page.getByRole('button', { name: 'Continuer', exact: true }).click();

      await page.getByText('À payer aujourd’hui').waitFor();
      await page
        .getByText(/37,99\s\$/)
        .first()
        .waitFor();
      await checkAtBothWidths(page, problems, 'upgrade-vip-review-fr-CA');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'says a link without its token cannot be used, in Canadian French',
    async () => {
      const { page, problems } = await openPage(browser, 'phone');
      await page.goto(
        `http://can.localhost:${server.port}/subscribe/upgrade-vip?programCode=CAPVIP&langpref=fr-CA`,
      );
      await settledOn(page, 'Ce lien ne peut pas être utilisé');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await page.waitForURL(/\/subscribe\/upgrade-vip\/error\?/);
      await checkAtBothWidths(page, problems, 'upgrade-vip-error-fr-CA');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

const VIP_PASSWORD = 'Platinum-Two-Radios-44';
const CASTELLANOS: DemoSignIn = { handle: 'vip.monthly@orbitradio.test', password: VIP_PASSWORD };
const GAGNON: DemoSignIn = { handle: 'vip.montreal@orbitradio.test', password: VIP_PASSWORD };

describe('the existing-VIP update page', () => {
  it(
    'moves a monthly bundle to the annual plan on the card on file, by keyboard, to thanks with Listen now',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      await (await signedInCookies(server.origin, CASTELLANOS))(page.context(), server.origin);
      await page.goto(`${server.origin}/subscribe/upgrade-vip/update`);
      await settledOn(page, 'Change your Platinum VIP plan');
      await page.getByText('Radio ending in 4801').waitFor();
      await page.getByText('Radio ending in 4802').waitFor();
      await page.getByText(/Visa ending in 4158/i).waitFor();
      const annual = page.getByRole('radio', { name: /\$349\.90\/yr/ });
      expect(await annual.isChecked()).toBe(true);
      await checkAtBothWidths(page, problems, 'upgrade-vip-update-en-US');

      // By keyboard: from the plan, Tab reaches the agreement (past its links), Space ticks it.
      const agreement = page.getByRole('checkbox', { name: /I agree/ });
      await annual.focus();
      for (
        let step = 0;
        step < 8 && !(await agreement.evaluate((box) => box === document.activeElement));
        step += 1
      ) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Space');
      expect(await agreement.isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Complete My Order' }).focus();
      await page.keyboard.press('Enter');

      await settledOn(page, 'Your Platinum VIP plan is changing');
      await page.waitForURL(/\/subscribe\/upgrade-vip\/update\/thanks$/);
      await page.getByText(/takes over on both devices on/).waitFor();
      await page.getByRole('button', { name: 'Listen now' }).waitFor();
      await checkAtBothWidths(page, problems, 'upgrade-vip-update-thanks-en-US');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'moves the Montréal bundle to the Canadian annual plan in Canadian French',
    async () => {
      const caOrigin = `http://can.localhost:${server.port}`;
      const { page, problems } = await openPage(browser, 'phone');
      await (await signedInCookies(server.origin, GAGNON))(page.context(), caOrigin);
      await page.goto(`${caOrigin}/subscribe/upgrade-vip/update?langpref=fr-CA`);
      await settledOn(page, 'Changer votre forfait Platine VIP');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await page
        .getByText(/379,90\s\$\/an/)
        .first()
        .waitFor();
      await checkAtBothWidths(page, problems, 'upgrade-vip-update-fr-CA');
      await page.getByRole('checkbox', { name: /^J’accepte/ }).check();
      await page.getByRole('button', { name: 'Passer ma commande' }).click();
      await settledOn(page, 'Votre forfait Platine VIP change');
      await page.getByRole('button', { name: /Écouter/ }).waitFor();
      await checkAtBothWidths(page, problems, 'upgrade-vip-update-thanks-fr-CA');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { atStep, startCheckoutServer, WALK_TIMEOUT_MS } from '../support/checkout.ts';

/*
 * Pick-a-plan (flows §4.2, ADR 043) in French on the Canadian site, with the demo program code
 * CASATPICK6MO5 (docs/demo-data.md, "Promotion and pick-a-plan"): the promise, a plan picked by
 * keyboard, the radio ID and account number, then the targeted satellite checkout opening on the
 * plan picked for the never-activated radio ZC000203.
 */
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startCheckoutServer();
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('pick-a-plan', () => {
  it(
    'takes a Canadian visitor in French from the plans to the checkout on the plan picked',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      const caOrigin = `http://can.localhost:${server.port}`;
      await page.goto(
        `${caOrigin}/subscribe/checkout/offer/flepz?programcode=CASATPICK6MO5&province=QC&langpref=fr-CA`,
      );
      await settledOn(page, /^Choisissez un forfait et obtenez vos 6 premiers mois pour 5,00/);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await checkAtBothWidths(page, problems, 'pick-a-plan-fr-CA-landing');

      // By keyboard: focus the second plan's Select and press Enter.
      const pick = page.getByRole('button', { name: 'Choisir Accès intégral' });
      await pick.focus();
      await page.keyboard.press('Enter');
      expect(await pick.getAttribute('aria-pressed')).toBe('true');
      await page.getByLabel('Identifiant de la radio').fill('ZC000203');
      await page.getByLabel('Numéro de compte').fill('10000001');
      await checkAtBothWidths(page, problems, 'pick-a-plan-fr-CA-account');
      await page.getByRole('button', { name: 'Passer à la commande' }).click();

      await atStep(
        page,
        /\/satellite\/targeted\/new\?programcode=CASATPICK6MO5&radioid=ZC000203&act=10000001&plancode=CA_SAT_AA_6MO5_MO/,
        /.+/,
      );
      // The checkout opens on the plan picked, for the radio found.
      await page.getByText('Accès intégral').first().waitFor();
      expect(await page.getByText(/0203/).count()).toBeGreaterThan(0);
      await checkAtBothWidths(page, problems, 'pick-a-plan-fr-CA-checkout');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

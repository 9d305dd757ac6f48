import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { futureExpiry, startCheckoutServer, WALK_TIMEOUT_MS } from '../support/checkout.ts';

/*
 * Platinum VIP links (flows §4.5, ADR 046) on the seed's VIP customers (docs/demo-data.md):
 * Valeria Vasquez's account 10000051 takes Platinum VIP on its two paid radios, ORBV4101 (the
 * link's) and ORBV4102, from the emailed link to thanks. The plans change for good, so this spec
 * has its own server.
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
async function vipLink(radioId: string): Promise<string> {
  const query = new URLSearchParams({ type: 'UPGRADE_VIP', radioId, programCode: 'USPVIP' });
  const response = await fetch(`${server.origin}/dev/entry-token?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { path: string }).path;
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
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field('Card number').waitFor();
      await field('First name').fill('Valeria');
      await field('Last name').fill('Vasquez');
      await field('Email address').fill('vip.two@orbitradio.test');
      await field('Phone number').fill('5125550141');
      await field('Street address').fill('410 Congress Ave');
      await field('City').fill('Austin');
      await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('TX');
      await field('ZIP code').fill('78701');
      await field('Card number').fill('4242 4242 4242 4242');
      await field('Expiration date').fill(futureExpiry());
      await field('Security code (CVV)').fill('123');
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

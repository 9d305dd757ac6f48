import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { expectLoggedProblems, launchChromium, openPage } from '../support/browser.ts';
import {
  futureExpiry,
  orderSummary,
  startCheckoutServer,
  WALK_TIMEOUT_MS,
} from '../support/checkout.ts';

/*
 * Package upgrade links (flows §4.4, ADR 041) on the seed's upgrade customers
 * (docs/demo-data.md): Riley Navarro's radio ORBU0031 on Music Showcase monthly, in Austin, is
 * upgraded from the emailed tier-up link to thanks; the same link then shows the redeemed page.
 * Élise Gagnon's ORBU0032 in Québec City shows the Canadian French pages. The plan changes for
 * good, so this spec has its own server.
 */
/** The browser's own note of the used link's refusal (the page it opens is the answer). */
const LINK_REFUSED =
  'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)';

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

/** The path of a freshly minted upgrade link (the dev endpoint the CLI also names). */
async function upgradeLink(query: Record<string, string>): Promise<string> {
  const response = await fetch(
    `${server.origin}/dev/entry-token?${new URLSearchParams({ type: 'PKG_UPGRADE', ...query })}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { path: string }).path;
}

describe('a tier-up upgrade link', () => {
  it(
    'upgrades Music Showcase to All Access from the link to thanks, then shows it used',
    async () => {
      const link = await upgradeLink({ radioId: 'ORBU0031' });
      expect(link).toMatch(/^\/subscribe\/checkout\/upgrade\/tier-up\/targeted\?programcode=/);
      const { page, problems } = await openPage(browser, 'desktop');
      await page.goto(`${server.origin}${link}`);
      await settledOn(page, 'Upgrade your plan');
      await page.getByRole('heading', { name: 'Step 1: Pick your plan' }).waitFor();
      // Only the package the email offers, above the one the customer has.
      expect(await page.getByRole('radio', { name: /Music Showcase/ }).count()).toBe(0);
      await checkAtBothWidths(page, problems, 'upgrade-tier-up-plan');

      // By keyboard: Space picks the plan, Tab reaches Continue, Enter presses it.
      await page.getByRole('radio', { name: /^All Access/ }).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Step 2: Pick your billing term' }).waitFor();
      await page
        .getByRole('radio', { name: /Monthly/ })
        .first()
        .check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();

      // A visitor by link is not the signed-in owner: they pay with a new card.
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field('Name on card').waitFor();
      await field('Name on card').fill('Riley Navarro');
      await field('Card number').fill('4242 4242 4242 4242');
      await field('Expiration date').fill(futureExpiry());
      await field('Security code (CVV)').fill('123');
      const street = field('Street address');
      if ((await street.inputValue()) === '') {
        await street.fill('210 Congress Ave');
        await field('City').fill('Austin');
        await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('TX');
        await field('ZIP code').fill('78701');
      }
      await checkAtBothWidths(page, problems, 'upgrade-tier-up-payment');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { name: 'Your change' }).waitFor();
      const [today] = await orderSummary(page, 'Order summary');
      const previewed = today?.at(-1);
      expect(previewed?.minor ?? 0).toBeGreaterThan(0);
      await checkAtBothWidths(page, problems, 'upgrade-tier-up-review');

      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Complete My Order' }).click();
      await settledOn(page, 'Your subscription has been updated');
      await page.waitForURL(/\/subscribe\/checkout\/upgrade\/tier-up\/targeted\/thanks\?/);
      const charged = page.locator('dt', { hasText: 'Charged today' }).first().locator('+ dd');
      expect(((await charged.textContent()) ?? '').trim()).toBe(previewed?.amount);
      await checkAtBothWidths(page, problems, 'upgrade-tier-up-thanks');

      // The link is spent: opening it again says so.
      await page.goto(`${server.origin}${link}`);
      await settledOn(page, 'This upgrade has already been ordered');
      await page.waitForURL(/\/tier-up\/targeted\/redeemed-error\?/);
      await expectLoggedProblems(problems, [LINK_REFUSED]);
      await checkAtBothWidths(page, problems, 'upgrade-redeemed');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe('the upgrade pages in Canadian French', () => {
  it(
    'opens a Quebec customer’s link, and says a used link is used',
    async () => {
      const caOrigin = `http://can.localhost:${server.port}`;
      const { page, problems } = await openPage(browser, 'desktop');
      const link = await upgradeLink({ radioId: 'ORBU0032' });
      await page.goto(`${caOrigin}${link}&langpref=fr-CA`);
      await settledOn(page, 'Passer à un forfait supérieur');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await checkAtBothWidths(page, problems, 'upgrade-fr-plan');

      const used = await upgradeLink({ radioId: 'ORBU0031', linkState: 'redeemed' });
      await page.goto(`${caOrigin}${used}&langpref=fr-CA`);
      await settledOn(page, 'Cette mise à niveau a déjà été commandée');
      await expectLoggedProblems(problems, [LINK_REFUSED]);
      await checkAtBothWidths(page, problems, 'upgrade-fr-redeemed');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

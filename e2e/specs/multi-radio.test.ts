import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { startCheckoutServer, WALK_TIMEOUT_MS } from '../support/checkout.ts';
import { type DemoSignIn, signedInCookies } from '../support/signed-in.ts';

/*
 * The multi-radio purchase (flows §4.6, ADR 047/048) on the seed's multi-radio accounts
 * (docs/demo-data.md): signed in, the owner buys plans for two of their radios without a plan in
 * one order, each on a plan that takes the multi-radio discount; review and thanks show the
 * discount on its own line, thanks offers Listen now. Once in en-US on the US site (Halvorsen,
 * 10000061), once in fr-CA on the Canadian one (Tremblay, 10000062); every step is looked at on a
 * phone and a desktop. The radios are bought for good, so this spec has its own server.
 */
const PASSWORD = 'Many-Radios-One-Order-61';

const CASES = [
  {
    locale: 'en-US',
    who: { handle: 'multi.us@orbitradio.test', password: PASSWORD },
    host: () => server.origin,
    query: '',
    words: {
      title: 'Subscribe several radios at once',
      continue: 'Continue',
      saving: /Multi-radio discount: save/,
      summary: 'Multi-radio discount',
      complete: 'Complete My Order',
      thanks: 'Your radios are subscribed',
      discountIncluded: 'Multi-radio discount included',
      listenNow: 'Listen now',
    },
  },
  {
    locale: 'fr-CA',
    who: { handle: 'multi.ca@orbitradio.test', password: PASSWORD },
    host: () => `http://can.localhost:${server.port}`,
    query: '?langpref=fr-CA',
    words: {
      title: 'Abonnez plusieurs radios à la fois',
      continue: 'Continuer',
      saving: /Rabais multiradio\s: économisez/,
      summary: 'Rabais multiradio',
      complete: 'Passer ma commande',
      thanks: 'Vos radios sont abonnées',
      discountIncluded: 'Rabais multiradio compris',
      listenNow: 'Écouter maintenant',
    },
  },
] as const satisfies readonly {
  locale: string;
  who: DemoSignIn;
  host: () => string;
  query: string;
  words: Record<string, string | RegExp>;
}[];

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

/** The row of a summary whose label is `label`: its amount as shown. */
async function amountOf(page: Page, label: string | RegExp): Promise<string> {
  const term = page.locator('dt', { hasText: label }).first();
  return ((await term.locator('+ dd').textContent()) ?? '').trim();
}

describe.each(CASES)('multi-radio purchase in $locale', (scenario) => {
  it(
    'buys discounted plans for two radios in one order, the discount on its own line',
    async () => {
      const origin = scenario.host();
      const { page, problems } = await openPage(browser, 'desktop');
      await (await signedInCookies(server.origin, scenario.who))(page.context(), origin);
      const prefix = `multi-radio-${scenario.locale}`;
      const { words } = scenario;
      await page.goto(`${origin}/subscribe/multi-subscription-purchase${scenario.query}`);
      await settledOn(page, words.title);
      expect(await page.locator('html').getAttribute('lang')).toBe(scenario.locale);

      // The radios: the paying one is listed but not offered; the first two without a plan.
      const sellable = page.getByRole('checkbox', { disabled: false });
      // The title comes with the page; the radios come with the account's answer.
      await sellable.first().waitFor();
      expect(await sellable.count()).toBeGreaterThanOrEqual(2);
      expect(await page.getByRole('checkbox', { disabled: true }).count()).toBe(1);
      await checkAtBothWidths(page, problems, `${prefix}-radios`);
      await sellable.nth(0).check();
      await sellable.nth(1).check();
      await page.getByRole('button', { name: words.continue, exact: true }).click();

      // A plan for each radio, one that takes the discount (its saving beside it).
      const groups = page.locator('fieldset');
      await groups.first().getByRole('radio').first().waitFor();
      expect(await groups.count()).toBe(2);
      for (const group of await groups.all()) {
        await group.getByRole('radio', { name: words.saving }).first().check();
      }
      await checkAtBothWidths(page, problems, `${prefix}-plans`);
      await page.getByRole('button', { name: words.continue, exact: true }).click();

      // The card on file pays: the form comes pre-filled from the account.
      await page.getByRole('button', { name: words.continue, exact: true }).waitFor();
      await checkAtBothWidths(page, problems, `${prefix}-payment`);
      await page.getByRole('button', { name: words.continue, exact: true }).click();

      const complete = page.getByRole('button', { name: words.complete });
      await complete.waitFor({ timeout: 20_000 });
      expect(await amountOf(page, words.summary)).toMatch(/^-/);
      await checkAtBothWidths(page, problems, `${prefix}-review`);
      await page.getByRole('checkbox').check();
      await complete.click();

      await settledOn(page, words.thanks);
      expect(await amountOf(page, words.discountIncluded)).toMatch(/^−/);
      await page.getByRole('button', { name: words.listenNow, exact: true }).waitFor();
      await checkAtBothWidths(page, problems, `${prefix}-thanks`);
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import {
  expectChargeAddsUp,
  mailTo,
  orderSummary,
  type SummaryRow,
  startCheckoutServer,
  WALK_TIMEOUT_MS,
} from '../support/checkout.ts';
import { watchPageLoader } from '../support/page-loader-watch.ts';
import { type DemoSignIn, signedInCookies } from '../support/signed-in.ts';

/*
 * Change plan and change term (flows §5.1) on the seed's plan-change accounts
 * (docs/demo-data.md): Maxime Bouchard in Québec City on Music Showcase monthly, in Canadian
 * French on the Canadian site (GST and QST as TPS and TVQ); Dana Ortiz in Austin on All Access
 * monthly for the term change; Sam Whitfield's radio ORBX0012 for the targeted link. Each
 * change is previewed, then confirmed: what thanks says was charged, and what the billing
 * history shows, is the previewed total. The plans change for good, so this spec has its own
 * server (and a second one with enableTargetedChange on).
 */
const QUEBEC: DemoSignIn = {
  handle: 'changement.quebec@orbitradio.test',
  password: 'Fleuve-Radio-27',
};
const TEXAS: DemoSignIn = { handle: 'change.texas@orbitradio.test', password: 'Lone-Star-Dial-31' };
const PROMO: DemoSignIn = { handle: 'change.promo@orbitradio.test', password: 'Cascade-Promo-64' };

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

async function signedIn(who: DemoSignIn, origin: string, target = origin) {
  const opened = await openPage(browser, 'desktop');
  await (await signedInCookies(origin, who))(opened.page.context(), target);
  return opened;
}

/** The radio choices of the open step, by their label text. */
function choices(page: Page) {
  return page.locator('fieldset label');
}

/** Picks the first choice whose label does not match `unless`, then the step's Continue. */
async function pickAndContinue(page: Page, continueLabel: string, unless?: RegExp) {
  const labels = await choices(page).allTextContents();
  const index = labels.findIndex((label) => !unless?.test(label));
  expect(index, `a choice among ${JSON.stringify(labels)}`).toBeGreaterThanOrEqual(0);
  await choices(page).nth(index).click();
  await page.getByRole('button', { name: continueLabel, exact: true }).click();
}

/** The row of a summary whose label is `label`: its amount as shown. */
async function amountOf(page: Page, label: string | RegExp): Promise<string> {
  const term = page.locator('dt', { hasText: label }).first();
  return ((await term.locator('+ dd').textContent()) ?? '').trim();
}

function totalOf(rows: SummaryRow[]): SummaryRow {
  const total = rows.at(-1);
  expect(total).toBeDefined();
  return total as SummaryRow;
}

describe('change plan in Quebec, in Canadian French', () => {
  it(
    'previews TPS and TVQ, and charges exactly the preview',
    async () => {
      const caOrigin = `http://can.localhost:${server.port}`;
      const { page, problems } = await signedIn(QUEBEC, server.origin, caOrigin);
      await page.goto(
        `${caOrigin}/subscription/change?subscriptionId=sub_seed_change_qc_0013&langpref=fr-CA`,
      );
      await settledOn(page, 'Modifier votre forfait');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await page.getByRole('heading', { name: 'Étape 1 : Choisissez votre forfait' }).waitFor();
      await checkAtBothWidths(page, problems, 'subscription-change-fr-plan');
      // Payment and review arrive on demand (ADR 100), here before they are reached: no loader.
      const loaderShown = await watchPageLoader(page);

      await pickAndContinue(page, 'Continuer', /Votre forfait actuel/);
      await page
        .getByRole('heading', { name: /Choisissez votre période de facturation/ })
        .waitFor();
      await pickAndContinue(page, 'Continuer');
      const vehicle = page.getByRole('heading', { name: /services de données du véhicule/ });
      if (await vehicle.isVisible()) await pickAndContinue(page, 'Continuer');
      // The card on file, then the preview.
      await page.getByRole('button', { name: 'Continuer', exact: true }).click();
      await page.getByRole('heading', { name: 'Votre changement' }).waitFor();
      expect(await loaderShown(), 'the page loader between steps').toBe(0);

      const [today] = await orderSummary(page, 'Sommaire de la commande');
      const rows = today ?? [];
      const labels = rows.map((row) => row.label);
      expect(labels).toContainEqual(expect.stringMatching(/^TPS \(5[\u00A0\u202F]%\)$/));
      expect(labels).toContainEqual(expect.stringMatching(/^TVQ \(9,975[\u00A0\u202F]%\)$/));
      expectChargeAddsUp(rows, /^(TPS|TVQ) /);
      const previewed = totalOf(rows);
      await checkAtBothWidths(page, problems, 'subscription-change-fr-review');

      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Passer ma commande' }).click();
      await settledOn(page, 'Votre abonnement a été mis à jour');
      await page.waitForURL(/\/subscription\/change\/thanks\?/);
      expect(await amountOf(page, 'Facturé aujourd’hui')).toBe(previewed.amount);
      await checkAtBothWidths(page, problems, 'subscription-change-fr-thanks');

      // The billing history has the charge, at the previewed amount.
      await page.goto(`${caOrigin}/account/manage/billing?langpref=fr-CA`);
      const history = page.getByRole('list', { name: 'Activité de facturation' });
      await history.getByText(previewed.amount).first().waitFor({ timeout: 20_000 });

      const mail = await mailTo(server.origin, QUEBEC.handle);
      expect(mail.at(-1)?.locale).toBe('fr-CA');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe('change term in Texas', () => {
  it(
    'offers only the plan’s other terms, and charges exactly the preview',
    async () => {
      const { page, problems } = await signedIn(TEXAS, server.origin);
      await page.goto(
        `${server.origin}/subscription/change-term?subscriptionid=sub_seed_change_tx_0011`,
      );
      await settledOn(page, 'Change your plan term');
      expect(await page.getByRole('heading', { name: /Pick your plan/ }).count()).toBe(0);
      await page.getByRole('heading', { name: 'Step 1: Pick your billing term' }).waitFor();
      await checkAtBothWidths(page, problems, 'subscription-change-term');

      await pickAndContinue(page, 'Continue');
      const vehicle = page.getByRole('heading', { name: /vehicle data services/ });
      if (await vehicle.isVisible()) await pickAndContinue(page, 'Continue');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { name: 'Your change' }).waitFor();
      const [today] = await orderSummary(page, 'Order summary');
      const previewed = totalOf(today ?? []);
      await checkAtBothWidths(page, problems, 'subscription-change-term-review');

      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Complete My Order' }).click();
      await settledOn(page, 'Your subscription has been updated');
      expect(await amountOf(page, 'Charged today')).toBe(previewed.amount);
      await checkAtBothWidths(page, problems, 'subscription-change-term-thanks');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe('change plan with a gift card', () => {
  it(
    'previews the gift card paying it all, charges the card nothing, and says so on thanks',
    async () => {
      const { page, problems } = await signedIn(PROMO, server.origin);
      await page.goto(
        `${server.origin}/subscription/change?subscriptionId=sub_seed_change_promo_0012`,
      );
      await settledOn(page, 'Change your plan');
      await page.getByRole('radio', { name: /^All Access/ }).check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { name: /Pick your billing term/ }).waitFor();
      await page
        .getByRole('radio', { name: /Monthly/ })
        .first()
        .check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      const vehicle = page.getByRole('heading', { name: /vehicle data services/ });
      if (await vehicle.isVisible()) await pickAndContinue(page, 'Continue');
      // The demo's $25.00 incomm card (docs/demo-data.md), beside the card on file.
      await page.getByRole('checkbox', { name: 'I have a gift card' }).check();
      await page.getByRole('textbox', { name: /Gift card number/ }).fill('6006491234500025');
      await checkAtBothWidths(page, problems, 'subscription-change-gift-card-payment');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { name: 'Your change' }).waitFor();

      const [today] = await orderSummary(page, 'Order summary');
      const rows = today ?? [];
      const giftCard = rows.find((row) => row.label === 'Gift card');
      expect(giftCard?.minor, JSON.stringify(rows)).toBeLessThan(0);
      expect(totalOf(rows).minor).toBe(0);
      await checkAtBothWidths(page, problems, 'subscription-change-gift-card-review');

      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Complete My Order' }).click();
      await settledOn(page, 'Your subscription has been updated');
      expect(await amountOf(page, 'Paid by gift card')).toBe(giftCard?.amount.replace('−', ''));
      expect(await amountOf(page, 'Charged today')).toBe('$0.00');
      await checkAtBothWidths(page, problems, 'subscription-change-gift-card-thanks');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe('the targeted change link', () => {
  let flagged: ServerProcess;

  beforeAll(async () => {
    flagged = await startCheckoutServer({ FEATURE_FLAG_OVERRIDES: 'enableTargetedChange=true' });
  }, 60_000);

  afterAll(async () => {
    await flagged?.stop();
  });

  async function targetedLink(origin: string): Promise<string> {
    const response = await fetch(`${origin}/dev/entry-token?type=SALES_AUDIO&radioId=ORBX0012`);
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    return `/account/subscription/change-targeted?tkn=${encodeURIComponent(token)}&task=upgrade`;
  }

  it(
    'opens the change flow on the link’s radio with enableTargetedChange on',
    async () => {
      const { page, problems } = await signedIn(PROMO, flagged.origin);
      await page.goto(`${flagged.origin}${await targetedLink(flagged.origin)}`);
      await settledOn(page, 'Your plan options');
      await page.getByRole('heading', { name: 'Step 1: Pick your plan' }).waitFor();
      await checkAtBothWidths(page, problems, 'subscription-change-targeted');

      // By keyboard: the arrow keys move between plans, Tab reaches Continue, Enter presses it.
      const plans = page.getByRole('radio');
      await plans.first().focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      expect(await plans.nth(1).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Step 2: Pick your billing term' }).waitFor();
      await page.getByRole('radio').first().waitFor();
      // The step takes focus in an effect, which runs in the frame after the one that shows it.
      await expect
        .poll(
          () => page.evaluate(() => document.activeElement?.closest('section')?.textContent ?? ''),
          { message: 'focus moves into the step that opened' },
        )
        .toContain('Pick your billing term');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it('goes to the error page with enableTargetedChange off', async () => {
    const { page } = await signedIn(PROMO, server.origin);
    await page.goto(`${server.origin}${await targetedLink(server.origin)}`);
    await page.waitForURL(/\/error$/);
    await page.context().close();
  });
});

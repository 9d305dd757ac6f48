import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { orderSummary, startCheckoutServer, WALK_TIMEOUT_MS } from '../support/checkout.ts';
import { type DemoSignIn, signedInCookies } from '../support/signed-in.ts';

/*
 * Change a radio's plan through change-to (ADR 052) on the seed's plan-change accounts
 * (docs/demo-data.md): Dana Ortiz in Austin (radio ORBX0011, All Access monthly) in US English,
 * Maxime Bouchard in Québec City (radio ORBX0013, Music Showcase) in Canadian French. The radio
 * is chosen from the account with the keyboard, a new plan picked, the plan-change preview
 * reviewed and the change confirmed. The plans change for good: this spec has its own server.
 */
const TEXAS: DemoSignIn = { handle: 'change.texas@orbitradio.test', password: 'Lone-Star-Dial-31' };
const QUEBEC: DemoSignIn = {
  handle: 'changement.quebec@orbitradio.test',
  password: 'Fleuve-Radio-27',
};
const CHANGE_TO = '/subscribe/checkout/purchase/satellite/change-to';

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

interface Words {
  lang: 'en-US' | 'fr-CA';
  radioStep: string;
  choose: RegExp;
  planStep: RegExp;
  current: RegExp;
  termStep: RegExp;
  vehicleStep: RegExp;
  next: string;
  /** The dialog's confirm, when the new package drops something of the current one. */
  switchPlans: string;
  preview: string;
  summary: string;
  complete: string;
  thanks: string;
  listen: RegExp;
}

const EN: Words = {
  lang: 'en-US',
  radioStep: 'Change a radio’s plan',
  choose: /^Choose .*, radio ID ending in 0011$/,
  planStep: /Pick your plan/,
  current: /Your current plan/,
  termStep: /Pick your billing term/,
  vehicleStep: /vehicle data services/,
  next: 'Continue',
  switchPlans: 'Switch plans',
  preview: 'Your change',
  summary: 'Order summary',
  complete: 'Complete My Order',
  thanks: 'Your subscription has been updated',
  listen: /Listen now/,
};

const FR: Words = {
  lang: 'fr-CA',
  radioStep: 'Changer le forfait d’une radio',
  choose: /^Choisir .*, identifiant de radio se terminant par 0013$/,
  planStep: /Choisissez votre forfait/,
  current: /Votre forfait actuel/,
  termStep: /Choisissez votre période de facturation/,
  vehicleStep: /services de données du véhicule/,
  next: 'Continuer',
  switchPlans: 'Changer de forfait',
  preview: 'Votre changement',
  summary: 'Sommaire de la commande',
  complete: 'Passer ma commande',
  thanks: 'Votre abonnement a été mis à jour',
  listen: /Écouter maintenant/,
};

/** Picks the first choice of the open step whose label does not match `unless`, then Continue. */
async function pickAndContinue(page: Page, words: Words, unless?: RegExp) {
  const choices = page.locator('fieldset label');
  const labels = await choices.allTextContents();
  const index = labels.findIndex((label) => !unless?.test(label));
  expect(index, `a choice among ${JSON.stringify(labels)}`).toBeGreaterThanOrEqual(0);
  await choices.nth(index).click();
  await page.getByRole('button', { name: words.next, exact: true }).click();
}

/**
 * The step named `title` once it is open: every step's heading shows from the start, its choices
 * only while it is the open one.
 */
const openStep = (page: Page, title: RegExp) =>
  page.getByRole('region', { name: title }).locator('fieldset').first();

/** The whole walk, screens checked at 375 and 1280 px as `change-to-<lang>-<screen>`. */
async function changeThroughChangeTo(who: DemoSignIn, origin: string, words: Words) {
  const { page, problems } = await openPage(browser, 'desktop');
  await (await signedInCookies(server.origin, who))(page.context(), origin);
  const name = (screen: string) => `change-to-${words.lang}-${screen}`;

  await page.goto(`${origin}${CHANGE_TO}?langpref=${words.lang}`);
  await settledOn(page, words.radioStep);
  expect(await page.locator('html').getAttribute('lang')).toBe(words.lang);
  await page.waitForURL(/\/change-to\/device-select/);
  await checkAtBothWidths(page, problems, name('radio'));

  // Chosen with the keyboard: focus on the radio's button, Enter.
  await page.getByRole('button', { name: words.choose }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: words.planStep }).waitFor();
  await page.locator('[role="status"][aria-busy="true"]').waitFor({ state: 'hidden' });
  await page.waitForURL(/\/change-to\/new-plan/);
  await checkAtBothWidths(page, problems, name('plan'));

  await pickAndContinue(page, words, words.current);
  const switchPlans = page
    .getByRole('alertdialog')
    .getByRole('button', { name: words.switchPlans });
  // Either the dialog asks first (the new package drops something), or the term step opens.
  const termOpen = openStep(page, words.termStep);
  await Promise.race([switchPlans.waitFor(), termOpen.waitFor()]);
  if (await switchPlans.isVisible()) await switchPlans.click();
  await termOpen.waitFor();
  await pickAndContinue(page, words);
  const vehicle = page.getByRole('heading', { name: words.vehicleStep });
  if (await vehicle.isVisible()) {
    await openStep(page, words.vehicleStep).waitFor();
    await pickAndContinue(page, words);
  }
  // The card on file, then the plan-change preview.
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await page.getByRole('heading', { name: words.preview }).waitFor();
  const [today] = await orderSummary(page, words.summary);
  // The preview's total due today, priced by the plan-change quote.
  expect(today?.at(-1)?.amount, JSON.stringify(today)).toMatch(/\d/);
  await checkAtBothWidths(page, problems, name('review'));

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: words.complete }).click();
  await settledOn(page, words.thanks);
  await page.waitForURL(/\/change-to\/new-plan\/thanks/);
  await page.getByRole('button', { name: words.listen }).waitFor();
  await checkAtBothWidths(page, problems, name('thanks'));
  await page.context().close();
}

describe('change a radio’s plan through change-to', () => {
  it(
    'a signed-in customer in Texas chooses the radio and changes its plan, in US English',
    () => changeThroughChangeTo(TEXAS, server.origin, EN),
    WALK_TIMEOUT_MS,
  );

  it(
    'a signed-in customer in Québec does the same in Canadian French',
    () => changeThroughChangeTo(QUEBEC, `http://can.localhost:${server.port}`, FR),
    WALK_TIMEOUT_MS,
  );
});

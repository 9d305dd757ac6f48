import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { expectLoggedProblems, launchChromium, openPage } from '../support/browser.ts';

/*
 * `/subscribe/refresh-signal` (flows §8.2, docs/demo-data.md "Refresh signal") on the Canadian
 * site in Canadian French: a refresh by VIN of the demo radio ORBG0139 (its VIN typed in lower
 * case), and a refresh for the past-due demo account 10000132, whose page leads to the pay page.
 * In en-US, the receiver landing (ADR 070): ORBP0181 named by `?receiver=`, refreshed with one
 * button, and ORBP0182, out of the sandbox uplink's coverage, whose signal is not sent.
 * The server's database is new for each run, so the radios are well within their three a day.
 */
const caOrigin = inject('caOrigin');
const usOrigin = inject('usOrigin');

const BOX = 'Identifiant radio, NIV ou numéro de téléphone';
/** The landing asks for the visitor's own account (their radios) and is refused: nobody signed in. */
const NOBODY_SIGNED_IN =
  'console error: Failed to load resource: the server responded with a status of 401 (Unauthorized)';

const ownAccountAsked = (page: import('playwright-core').Page) =>
  page.waitForResponse((response) => response.url().endsWith('/services/account'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('refresh signal in fr-CA', () => {
  it('refreshes a radio by its VIN', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    const asked = ownAccountAsked(page);
    await page.goto(`${caOrigin}/subscribe/refresh-signal?langpref=fr-CA`);
    await settledOn(page, 'Actualiser le signal de votre radio');
    expect((await asked).status()).toBe(401);
    await expectLoggedProblems(problems, [NOBODY_SIGNED_IN]);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await checkAtBothWidths(page, problems, 'refresh-signal-landing-fr-CA');
    // By keyboard: the "near the car" answer, then the box.
    await page.getByRole('button', { name: 'Oui, j’y suis' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: BOX }).fill('2hgfc2f52r1013139');
    await checkAtBothWidths(page, problems, 'refresh-signal-near-fr-CA');

    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/services/device/refresh'),
    );
    await page.getByRole('button', { name: 'Envoyer le signal' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      vin: '2HGFC2F52R1013139',
      languagePreference: 'fr-CA',
    });
    await settledOn(page, 'Signal d’actualisation envoyé');
    await page.getByText(/Nous avons envoyé le signal à votre radio\./).waitFor();
    await checkAtBothWidths(page, problems, 'refresh-signal-sent-fr-CA');
    await page.context().close();
  });

  it('sends a past-due account to the pay page', async () => {
    const { page, problems } = await openPage(browser, 'phone');
    await page.goto(`${caOrigin}/subscribe/refresh-signal?langpref=fr-CA&receiver=ORBG0132`);
    await settledOn(page, 'Actualiser le signal de votre radio');
    // The receiver landing: the radio as the account's masked view shows it.
    await page
      .getByRole('heading', { name: 'Actualiser la radio de votre 2024 Lumen Arc' })
      .waitFor();
    await page.getByRole('button', { name: 'Envoyer le signal' }).click();
    await settledOn(page, 'Votre solde est en souffrance');
    // The browser logs the refusal it was answered (409 PAST_DUE): the page's answer, not a fault.
    await expectLoggedProblems(problems, [
      'console error: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    await checkAtBothWidths(page, problems, 'refresh-signal-past-due-fr-CA');
    await page.getByRole('link', { name: 'Effectuer un paiement' }).click();
    await page.waitForURL((url) => url.pathname === '/account/pay' || url.pathname === '/sign-in');
    await page.context().close();
  });
});

describe('refresh signal help', () => {
  it('opens the radio id help in a dialog and closes it by keyboard', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    const asked = ownAccountAsked(page);
    await page.goto(`${usOrigin}/subscribe/refresh-signal`);
    await settledOn(page, 'Refresh your radio signal');
    await asked;
    await expectLoggedProblems(problems, [NOBODY_SIGNED_IN]);
    await page.getByRole('button', { name: 'Yes, I’m near it' }).click();
    await page.getByRole('button', { name: 'Where do I find my radio ID?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finding your radio ID' });
    await dialog.waitFor();
    await checkAtBothWidths(page, problems, 'refresh-signal-radio-id-help');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('refresh signal receiver landing in en-US', () => {
  it('names the radio of ?receiver= by its car and refreshes it with one button', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await page.goto(`${usOrigin}/subscribe/refresh-signal?receiver=ORBP0181`);
    await settledOn(page, 'Refresh your radio signal');
    await page
      .getByRole('heading', { name: 'Refresh the radio in your 2022 Honda Civic' })
      .waitFor();
    await page.getByText('Radio ID ending 0181 · All Access').waitFor();
    await checkAtBothWidths(page, problems, 'refresh-signal-receiver');
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/services/device/refresh'),
    );
    await page.getByRole('button', { name: 'Send refresh signal' }).click();
    expect((await answered).request().postDataJSON()).toEqual({
      radioId: 'ORBP0181',
      languagePreference: 'en-US',
    });
    await settledOn(page, 'Refresh signal sent');
    await checkAtBothWidths(page, problems, 'refresh-signal-receiver-sent');
    await page.context().close();
  });

  it('says the signal could not be sent when the uplink refuses it, and it does not count', async () => {
    const { page, problems } = await openPage(browser, 'phone');
    await page.goto(`${usOrigin}/subscribe/refresh-signal?receiver=ORBP0182`);
    await page
      .getByRole('heading', { name: 'Refresh the radio in your 2021 Toyota RAV4' })
      .waitFor();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await page.getByRole('button', { name: 'Send refresh signal' }).click();
      await settledOn(page, 'We couldn’t send the signal');
      await page.getByText(/This try doesn’t count toward today’s refreshes/).waitFor();
      await expectLoggedProblems(problems, [
        'console error: Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
      ]);
      if (attempt === 0) await checkAtBothWidths(page, problems, 'refresh-signal-not-sent');
      // A fourth try is still "not sent", never the daily limit: failed tries are not counted.
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('button', { name: 'Send refresh signal' }).waitFor();
    }
    await page.context().close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';

/*
 * `/subscribe/refresh-signal` (flows §8.2, docs/demo-data.md "Refresh signal") on the Canadian
 * site in Canadian French: a refresh by VIN of the demo radio ORBG0139 (its VIN typed in lower
 * case), and a refresh for the past-due demo account 10000132, whose page leads to the pay page.
 * The server's database is new for each run, so ORBG0139 is well within its three a day.
 */
const caOrigin = inject('caOrigin');
const usOrigin = inject('usOrigin');

const BOX = 'Identifiant radio, NIV ou numéro de téléphone';

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
    await page.goto(`${caOrigin}/subscribe/refresh-signal?langpref=fr-CA`);
    await settledOn(page, 'Actualiser le signal de votre radio');
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
    expect(await page.getByRole('textbox', { name: BOX }).inputValue()).toBe('ORBG0132');
    await page.getByRole('button', { name: 'Envoyer le signal' }).click();
    await settledOn(page, 'Votre solde est en souffrance');
    // The browser logs the refusal it was answered (409 PAST_DUE): the page's answer, not a fault.
    expect(problems.splice(0)).toEqual([
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
    await page.goto(`${usOrigin}/subscribe/refresh-signal?receiver=ORBG0131`);
    await settledOn(page, 'Refresh your radio signal');
    await page.getByRole('button', { name: 'Where do I find my radio ID?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finding your radio ID' });
    await dialog.waitFor();
    await checkAtBothWidths(page, problems, 'refresh-signal-radio-id-help');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { futureExpiry } from '../support/checkout.ts';
import { type DemoSignIn, signedInCookies } from '../support/signed-in.ts';

/*
 * Dunning and the Quebec consent (ADR 075) on the suite's shared server, with the demo accounts
 * of `dunning-accounts` (docs/demo-data.md) only — the clock is not moved here (the server tests
 * move it): 10000236, suspended after three declined retries, pays and is back at once; 10000235,
 * a Quebec trial, gives its consent on the page in Canadian French.
 */
const usOrigin = inject('usOrigin');
const caOrigin = inject('caOrigin');
const SUSPENDED: DemoSignIn = { handle: 'dunning.pays@orbitradio.test', password: 'Pays-Orbit-36' };
const QUEBEC: DemoSignIn = {
  handle: 'consentement.quebec@orbitradio.test',
  password: 'Consent-Fleuve-35',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const billingCard = (page: Page) => page.getByRole('region', { name: 'Billing', exact: true });

describe('dunning and the Quebec consent', () => {
  it('a suspended account: the notice says what is blocked and since when; paying brings the radio back', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await (await signedInCookies(usOrigin, SUSPENDED))(page.context(), usOrigin);
    await page.goto(`${usOrigin}/account`);
    await settledOn(page, 'Your account');
    const billing = billingCard(page);
    await billing.getByText('Your account is past due').waitFor();
    await billing
      .getByText(
        /^Pay \$\d+\.\d\d to bring your account up to date\. It was due \d+\/\d+\/\d{4}\.$/,
      )
      .waitFor();
    await billing.getByRole('listitem').filter({ hasText: 'Change your plan' }).waitFor();
    await billing.getByText('All Access on the radio ending in 0236').waitFor();
    const subscription = page.getByRole('article', { name: 'All Access' });
    await subscription.getByText('Suspended for non-payment').waitFor();
    await checkAtBothWidths(page, problems, 'dunning-dashboard-suspended');

    await billing.getByRole('link', { name: /^Pay \$\d+\.\d\d now$/ }).click();
    await page.waitForURL(/\/account\/pay$/);
    await settledOn(page, 'Submit your payment');
    await page.getByText('Your subscription is suspended').waitFor();
    await page.getByRole('radio', { name: 'A new credit or debit card' }).check();
    await page.getByRole('textbox', { name: 'Name on card', exact: true }).fill('Morgan Achebe');
    await page
      .getByRole('textbox', { name: 'Card number', exact: true })
      .fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiration date', exact: true }).fill(futureExpiry());
    await page.getByRole('textbox', { name: 'Security code (CVV)', exact: true }).fill('123');
    await page
      .getByRole('textbox', { name: 'Street address', exact: true })
      .fill('900 Congress Ave');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Austin');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('TX');
    await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('78701');
    await page
      .getByRole('checkbox', {
        name: /^I authorize Orbit Radio to charge \$\d+\.\d\d to my new card ending in 4242 today\.$/,
      })
      .check();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await settledOn(page, 'Thank you for your payment');
    await page
      .getByRole('region', { name: 'This subscription is active again' })
      .getByRole('listitem')
      .filter({ hasText: /All Access.*0236/ })
      .waitFor();
    await checkAtBothWidths(page, problems, 'dunning-pay-thank-you');

    await page.getByRole('link', { name: 'Back to my account' }).click();
    await page.waitForURL(/\/account(\/manage)?$/);
    await billingCard(page).getByText('Nothing due').waitFor();
    expect(await page.getByText('Your account is past due').count()).toBe(0);
    await page
      .getByRole('article', { name: 'All Access' })
      .getByText('Active', { exact: true })
      .waitFor();
    await page.context().close();
  });

  it('a Quebec trial: the dashboard asks for the consent, given on its page in Canadian French', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await (await signedInCookies(usOrigin, QUEBEC))(page.context(), caOrigin);
    await page.goto(`${caOrigin}/account?langpref=fr-CA`);
    await settledOn(page, 'Votre compte');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    const trial = page.getByRole('article', { name: 'Vitrine musicale' });
    await trial.getByText(/la loi du Québec exige votre consentement exprès/).waitFor();
    await checkAtBothWidths(page, problems, 'dunning-dashboard-consent-fr-CA');

    await trial.getByRole('link', { name: 'Donner mon consentement' }).click();
    await page.waitForURL(/\/account\/trial-consent\?subscriptionId=sub_seed_dunning_0235$/);
    await settledOn(page, 'Votre consentement pour continuer après votre essai');
    await page.getByText(/^Votre essai gratuit de Vitrine musicale se termine le /).waitFor();
    await page.getByText(/au prix de 11,99\s\$ par mois/).waitFor();
    await page
      .getByText(
        'Sans votre consentement, votre essai prend fin à cette date et rien ne vous est facturé.',
      )
      .waitFor();
    await page.getByText(/^Version du texte\s: 2026-11$/).waitFor();
    await checkAtBothWidths(page, problems, 'dunning-consent-fr-CA');

    await page
      .getByRole('button', { name: 'Je consens à ce que mon essai devienne un abonnement payant' })
      .click();
    await page.getByText(/^Votre consentement a été enregistré le .+\. Merci\.$/).waitFor();
    await checkAtBothWidths(page, problems, 'dunning-consent-given-fr-CA');

    await page.getByRole('link', { name: 'Retour à votre compte' }).click();
    await settledOn(page, 'Votre compte');
    await page
      .getByRole('article', { name: 'Vitrine musicale' })
      .getByText('Votre consentement à continuer après l’essai est enregistré.')
      .waitFor();
    await page.context().close();
  });
});

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn, signInWithPassword } from '../support/both-widths.ts';
import {
  launchChromium,
  openPage,
  saveScreenshot,
  seriousAxeViolations,
} from '../support/browser.ts';
import { futureExpiry } from '../support/checkout.ts';
import { type DemoSignIn, signedInCookies } from '../support/signed-in.ts';

/*
 * The account area of the seed's past-due account 10000004 (docs/demo-data.md `account-billing`,
 * docs/account-area.md): Sam Okafor's October bill of $30.94 was never paid, the All Access
 * subscription of the radio ending 0006 is suspended for it, and the Mastercard on file expired.
 * A $25 gift card (`demo-gift-cards`, 6006491234500025) pays most of it, a new Visa the rest,
 * and the radio comes back.
 *
 * This changes the suite's shared database for good: the account is paid and the gift card used
 * up. Nothing else in the suite uses either, and the steps below run in order, each on the page
 * the one before left (one signed-in browser).
 */
const usOrigin = inject('usOrigin');
const caOrigin = inject('caOrigin');
const PAST_DUE: DemoSignIn = { handle: 'pastdue@orbitradio.test', password: 'Meteor-Shower-31' };
const GIFT_CARD = '6006491234500025';
/** Account 20000001, the Quebec car's: the account area in Canadian French, only looked at. */
const AUDITRICE: DemoSignIn = {
  handle: 'auditrice@orbitradio.test',
  password: 'Aurore-Boreale-58',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

function billingCard(page: Page) {
  return page.getByRole('region', { name: 'Billing', exact: true });
}

/** The Billing tab's "Balance due" as read: the amount, then "Past due" when it is late. */
async function balanceDue(balance: Locator): Promise<string> {
  const amount = balance.locator('dt', { hasText: 'Balance due' }).locator('xpath=../dd');
  return ((await amount.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The dashboard's past-due notice: an alert titled so, wherever the alert role sits. */
function pastDueNotice(page: Page) {
  return page.getByText('Your account is past due');
}

describe('a past-due account, paid off (en-US)', () => {
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    ({ page, problems } = await openPage(browser, 'desktop'));
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('signs in on the sign-in page and sees what being past due means', async () => {
    await page.goto(`${usOrigin}/sign-in?redirectTo=%2Faccount%2Fmanage`);
    await settledOn(page, 'Sign in');
    await signInWithPassword(page, PAST_DUE, /\/account\/manage$/);
    await settledOn(page, 'Manage your account');

    await page.getByText('Hi Sam').waitFor();
    await page.getByText('Account number 10000004').waitFor();
    const billing = billingCard(page);
    await pastDueNotice(page).waitFor();
    await billing
      .getByText('Pay $30.94 to bring your account up to date. It was due 10/21/2026.')
      .waitFor();
    await billing.getByText('Until it’s paid, you can’t:').waitFor();
    for (const blocked of [
      'Change your plan',
      'Add a radio',
      'Transfer a subscription to another radio',
      'Refresh your radio’s signal',
    ]) {
      await billing.getByRole('listitem').filter({ hasText: blocked }).waitFor();
    }
    await billing.getByText('This subscription is suspended for non-payment:').waitFor();
    await billing.getByText('All Access on the radio ending in 0006').waitFor();
    await billing.getByText('Paying the full balance turns it back on.').waitFor();
    await billing.getByText('Mastercard ending in 4444').waitFor();
    await billing.getByText('Expired', { exact: true }).waitFor();
    await billing.getByRole('link', { name: 'Pay now' }).waitFor();

    const subscription = page.getByRole('article', { name: 'All Access' });
    await subscription.getByText('Suspended', { exact: true }).waitFor();
    await subscription.getByText('Suspended for non-payment').waitFor();
    await checkAtBothWidths(page, problems, 'account-dashboard-past-due');
  });

  it('shows the same at a phone’s width, signed in through the SDK', async () => {
    const phone = await openPage(browser, 'phone');
    await (await signedInCookies(usOrigin, PAST_DUE))(phone.page.context(), usOrigin);
    await phone.page.goto(`${usOrigin}/account/manage`);
    await settledOn(phone.page, 'Manage your account');
    await pastDueNotice(phone.page).waitFor();
    await phone.page.getByText('All Access on the radio ending in 0006').waitFor();
    expect(await seriousAxeViolations(phone.page)).toEqual([]);
    expect(phone.problems).toEqual([]);
    await saveScreenshot(phone.page, 'account-dashboard-past-due-phone-load');
    await phone.page.context().close();
  });

  it('redeems a $25 gift card from the Billing tab: $5.94 left, still past due', async () => {
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', {
        name: 'Billing',
      })
      .click();
    await page.waitForURL(/\/account\/manage\/billing$/);
    const balance = page.getByRole('region', { name: 'Balance', exact: true });
    await balance.waitFor();
    expect(await balanceDue(balance)).toBe('$30.94 Past due');
    // The history and the saved cards load on their own: both are there before the pictures.
    const history = page.getByRole('list', { name: 'Billing activity' });
    await history
      .getByText(/Radio ending in 0006/)
      .first()
      .waitFor();
    expect(await history.textContent()).not.toMatch(/· account\b/);
    const cards = page.getByRole('region', { name: 'Payment methods' });
    await cards.getByText('Mastercard ending in 4444').waitFor();
    await cards.getByText('Expired', { exact: true }).waitFor();
    const giftCards = page.getByRole('region', { name: 'Gift cards' });
    await checkAtBothWidths(page, problems, 'account-billing-past-due');

    await giftCards.getByRole('textbox', { name: 'Gift card number', exact: true }).fill(GIFT_CARD);
    await giftCards.getByRole('button', { name: 'Redeem to my account' }).click();
    await giftCards.getByText('We added $25.00 from your gift card to your account.').waitFor();
    await giftCards.getByText('$25.00 went to your balance due.').waitFor();
    await giftCards.getByText('Balance now due: $5.94.').waitFor();
    // The account is read again: the rest is still owed, and late.
    await balance.getByText('$5.94 Past due', { exact: true }).waitFor();
    // Used up: the form is empty again.
    expect(
      await giftCards.getByRole('textbox', { name: 'Gift card number', exact: true }).inputValue(),
    ).toBe('');
    await checkAtBothWidths(page, problems, 'account-billing-gift-card-redeemed');

    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', {
        name: 'Dashboard',
      })
      .click();
    await page.waitForURL(/\/account\/manage$/);
    await billingCard(page)
      .getByText('Pay $5.94 to bring your account up to date. It was due 10/21/2026.')
      .waitFor();
    await page
      .getByRole('article', { name: 'All Access' })
      .getByText('Suspended', { exact: true })
      .waitFor();
  });

  it('pays the rest with a new card: the thank-you lists the radio back on', async () => {
    await billingCard(page).getByRole('link', { name: 'Pay now' }).click();
    await page.waitForURL(/\/account\/pay$/);
    await settledOn(page, 'Submit your payment');
    await page.getByText('Account: 10000004').waitFor();
    await page.getByText('Your subscription is suspended').waitFor();
    // The expired card is shown but cannot be chosen.
    expect(
      await page.getByRole('radio', { name: /^My Mastercard card ending in 4444/ }).isDisabled(),
    ).toBe(true);
    await checkAtBothWidths(page, problems, 'account-pay-past-due');

    expect(await page.getByRole('radio', { name: /^Total balance/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'A new credit or debit card' }).check();
    await page.getByRole('textbox', { name: 'Name on card', exact: true }).fill('Sam Okafor');
    await page
      .getByRole('textbox', { name: 'Card number', exact: true })
      .fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiration date', exact: true }).fill(futureExpiry());
    await page.getByRole('textbox', { name: 'Security code (CVV)', exact: true }).fill('123');
    await page.getByRole('textbox', { name: 'Street address', exact: true }).fill('500 Main St');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Houston');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('TX');
    await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('77002');
    const agreement = page.getByRole('checkbox', {
      name: 'I authorize Orbit Radio to charge $5.94 to my new card ending in 4242 today.',
    });
    await agreement.check();
    await checkAtBothWidths(page, problems, 'account-pay-filled');
    await page.getByRole('button', { name: 'Submit payment' }).click();

    await settledOn(page, 'Thank you for your payment');
    await page.getByText('We received your payment of $5.94.').waitFor();
    const back = page.getByRole('region', { name: 'This subscription is active again' });
    await back
      .getByRole('listitem')
      .filter({ hasText: /All Access.*0006/ })
      .waitFor();
    await checkAtBothWidths(page, problems, 'account-pay-thank-you');
  });

  it('shows the account up to date on the dashboard, the radio active again', async () => {
    await page.getByRole('link', { name: 'Back to my account' }).click();
    await page.waitForURL(/\/account(\/manage)?$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const billing = billingCard(page);
    await billing.getByText('Nothing due').waitFor();
    expect(await pastDueNotice(page).count()).toBe(0);
    expect(await billing.getByRole('link', { name: 'Pay now' }).count()).toBe(0);
    const subscription = page.getByRole('article', { name: 'All Access' });
    await subscription.getByText('Active', { exact: true }).waitFor();
    expect(await subscription.getByText('Suspended for non-payment').count()).toBe(0);
    // The new card was kept as the card on file (the owner's box is ticked at first).
    await billing.getByText('Visa ending in 4242').waitFor();
    await checkAtBothWidths(page, problems, 'account-dashboard-paid');
  });
});

/** Every part that loads on its own (history, saved cards, preferences) is there. */
async function loaded(page: Page) {
  await expect.poll(() => page.getByText(/^Chargement/).count()).toBe(0);
}

describe('the account area in fr-CA', () => {
  it('shows the dashboard, billing and account info in Canadian French', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    // The sign-in is the identity's, whichever host the SDK used: the cookies go to the Canadian one.
    await (await signedInCookies(usOrigin, AUDITRICE))(page.context(), caOrigin);
    await page.goto(`${caOrigin}/account/manage?langpref=fr-CA`);
    await settledOn(page, 'Gérer votre compte');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await page.getByText('Numéro de compte 20000001').waitFor();
    await page.getByRole('region', { name: 'Facturation', exact: true }).waitFor();
    await checkAtBothWidths(page, problems, 'account-dashboard-fr-CA');

    const sections = page.getByRole('navigation', { name: 'Sections du compte' });
    await sections.getByRole('link', { name: 'Facturation' }).click();
    await page.waitForURL(/\/account\/manage\/billing/);
    await page.getByRole('region', { name: 'Cartes-cadeaux' }).waitFor();
    await loaded(page);
    await checkAtBothWidths(page, problems, 'account-billing-fr-CA');

    await sections.getByRole('link', { name: 'Renseignements du compte' }).click();
    await page.waitForURL(/\/account\/manage\/account-info/);
    await page.getByRole('region', { name: 'Coordonnées' }).waitFor();
    await loaded(page);
    await checkAtBothWidths(page, problems, 'account-info-fr-CA');
    await page.context().close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';

/*
 * Find your account (`/subscribe/checkout/flepz`, docs/account-area.md "Identification") on the
 * US site, with the seed's account 10000001 (docs/demo-data.md, "Find your account"): by FLEPZ,
 * which verifies at once; by radio id and account number, which finds the account unverified
 * until last name, phone and zip are proven; by licence plate. Each walk is its own browser
 * context, so its own care session. Every lookup counts against the per-identifier budget (10 an
 * hour per radio, plate or email): each is made once per run, and the phone width is the same
 * screen resized.
 */
const usOrigin = inject('usOrigin');
const caOrigin = inject('caOrigin');
const LOOKUP_PATH = '/subscribe/checkout/flepz';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function openLookup(page: Page) {
  await page.goto(`${usOrigin}${LOOKUP_PATH}`);
  await settledOn(page, 'Find your account');
}

/** The account found: its heading (the page focuses it) and the radios listed under it. */
function result(page: Page) {
  return page.getByRole('region', { name: /^(Hi Jordan|We found your account)/ });
}

describe('find your account (en-US)', () => {
  it('finds Jordan by name, email, phone and ZIP, verified at once: Pay your bill opens', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await openLookup(page);
    expect(await page.getByRole('tab', { name: 'Your info' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await checkAtBothWidths(page, problems, 'identification-lookup');

    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Jordan');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Rivera');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('owner@orbitradio.test');
    await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('5125550101');
    await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('78701');
    await page.getByRole('button', { name: 'Find my account' }).click();

    const found = result(page);
    await found.getByRole('heading', { level: 2, name: 'Hi Jordan! You have 2 radios.' }).waitFor();
    const radios = found.getByRole('listitem');
    expect(await radios.count()).toBe(2);
    expect(await radios.allTextContents()).toEqual([
      expect.stringContaining('Radio ID: ****0003'),
      expect.stringContaining('Radio ID: ****0004'),
    ]);
    // Verified: nothing more to prove, paying the bill is offered.
    await found.getByRole('link', { name: 'Pay your bill' }).waitFor();
    expect(await found.getByRole('region', { name: 'Verify your account' }).count()).toBe(0);
    await checkAtBothWidths(page, problems, 'identification-flepz-found');

    // The identified session may open the pay page of the account it proved.
    await found.getByRole('link', { name: 'Pay your bill' }).click();
    await page.waitForURL(/\/account\/pay$/);
    await settledOn(page, 'You have no balance due');
    await page.getByText('Account: 10000001').waitFor();
    await checkAtBothWidths(page, problems, 'account-pay-no-balance-identified');
    await page.context().close();
  });

  it('finds the account by Radio ID and account number, then verifies it with LPZ', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await openLookup(page);
    await page.getByRole('tab', { name: 'Radio info' }).click();
    await page.getByRole('textbox', { name: 'Radio ID', exact: true }).fill('ORBA0003');
    // The account number is the proof chosen at first.
    expect(await page.getByRole('radio', { name: 'My account number' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Account number', exact: true }).fill('10000001');
    await checkAtBothWidths(page, problems, 'identification-radio-filled');
    await page.getByRole('button', { name: 'Find my account' }).click();

    const found = result(page);
    await found.getByRole('heading', { level: 2, name: 'We found your account' }).waitFor();
    await found.getByText('There are 2 radios on this account.').waitFor();
    // Not verified: no first name, no way to pay until last name, phone and ZIP are proven.
    expect(await page.getByText(/Hi Jordan/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Pay your bill' }).count()).toBe(0);
    const verify = found.getByRole('region', { name: 'Verify your account' });
    await verify.waitFor();
    await checkAtBothWidths(page, problems, 'identification-radio-unverified');

    await verify.getByRole('textbox', { name: 'Last name', exact: true }).fill('Rivera');
    await verify.getByRole('textbox', { name: 'Phone number', exact: true }).fill('5125550101');
    await verify.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('78701');
    await verify.getByRole('button', { name: 'Verify' }).click();

    const verified = result(page);
    await verified
      .getByRole('heading', { level: 2, name: 'Hi Jordan! You have 2 radios.' })
      .waitFor();
    await verified.getByText('Thanks, your account is confirmed').waitFor();
    await verified.getByRole('link', { name: 'Pay your bill' }).waitFor();
    expect(await page.getByRole('region', { name: 'Verify your account' }).count()).toBe(0);
    await checkAtBothWidths(page, problems, 'identification-radio-verified');
    await page.context().close();
  });

  it('finds the car by its California licence plate, with consent', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await openLookup(page);
    await page.getByRole('tab', { name: 'Car info' }).click();
    await page.getByRole('radio', { name: 'License plate' }).check();
    await page.getByRole('textbox', { name: 'License plate number', exact: true }).fill('8TRL456');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('CA');
    await page
      .getByRole('checkbox', { name: /^I agree that Orbit Radio may use this license plate/ })
      .check();
    await checkAtBothWidths(page, problems, 'identification-plate-filled');
    await page.getByRole('button', { name: 'Find my radio' }).click();

    const found = result(page);
    await found.getByRole('heading', { level: 2, name: 'We found your account' }).waitFor();
    // The plate's car, by the last four of its radio: nothing typed is shown back whole.
    const car = found.getByRole('listitem').filter({ hasText: 'Radio ID: ****0004' });
    await car.waitFor();
    expect(await car.textContent()).toContain('2024 Lumen Arc');
    expect(await page.getByText('8TRL456').count()).toBe(0);
    await checkAtBothWidths(page, problems, 'identification-plate-found');
    await page.context().close();
  });
});

describe('find your account (fr-CA)', () => {
  it('is translated and accessible on the Canadian site', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await page.goto(`${caOrigin}${LOOKUP_PATH}?langpref=fr-CA`);
    await settledOn(page, 'Trouver votre compte');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await page.getByRole('tab', { name: 'Vos renseignements' }).waitFor();
    await checkAtBothWidths(page, problems, 'identification-lookup-fr-CA');
    await page.getByRole('tab', { name: 'Infos véhicule' }).click();
    await page.getByRole('radio', { name: 'Plaque d’immatriculation' }).check();
    await checkAtBothWidths(page, problems, 'identification-car-fr-CA');
    await page.context().close();
  });
});

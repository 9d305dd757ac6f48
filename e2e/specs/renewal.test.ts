import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { futureExpiry, startCheckoutServer, WALK_TIMEOUT_MS } from '../support/checkout.ts';
import { completeOrder } from '../support/streaming-checkout.ts';

/*
 * Roll-to-choice renewal (flows §4.1, docs/demo-data.md "Roll-to-choice renewal"): the demo
 * campaign's link (3FOR2AATXRTC / CHOICE), Renner's radio whose trial ends soon found by Radio ID
 * and account number, the default All Access, the sandbox's test card, review and thanks — by
 * keyboard where a customer would use it; the same landing in French on the Canadian site. Its own
 * development server: a fresh seed, since a radio renewed in one run is renewed in the next.
 */
const LINK = '/subscribe/checkout/renewal/flepz?programcode=3FOR2AATXRTC&renewalCode=CHOICE';
const CANADIAN_LINK =
  '/subscribe/checkout/renewal/flepz?programcode=CA3FOR2AARTC&renewalCode=CACHOICE&langpref=fr-CA';
const RENNER = { radioId: 'ORBR0041', accountNumber: '10000041' };

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startCheckoutServer();
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Presses Tab until `target` has focus (a keyboard customer's way to a control). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let tabs = 0; tabs < 60; tabs += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

describe('roll-to-choice renewal', () => {
  it(
    'renews a radio by choice in en-US, from the campaign’s link to thanks',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      await page.goto(`${server.origin}${LINK}`);
      await settledOn(page, /^Get 3 more months for \$5\.00\/mo$/);
      const landing = page.getByRole('group', { name: 'Plans after your offer' });
      expect(await landing.getByRole('radio').count()).toBe(3);
      expect(await landing.getByRole('radio', { checked: true }).count()).toBe(1);
      await page.getByRole('table', { name: 'Compare the plans' }).waitFor();
      await checkAtBothWidths(page, problems, 'renewal-landing-en-US');

      // Radio info by keyboard: the Radio ID, the account number, Enter.
      const radioId = page.getByLabel('Radio ID');
      await tabTo(page, radioId);
      await page.keyboard.type(RENNER.radioId);
      await page.getByRole('textbox', { name: 'Account number' }).focus();
      await page.keyboard.type(RENNER.accountNumber);
      await page.keyboard.press('Enter');
      const renew = page.getByRole('button', { name: /^Renew this radio, ending in 0041$/ });
      await renew.waitFor();
      await checkAtBothWidths(page, problems, 'renewal-radio-en-US');
      await renew.click();

      const choice = page.getByRole('region', { name: 'Step 2: Your plan after the offer' });
      await choice.getByRole('button', { name: 'Continue' }).waitFor();
      await checkAtBothWidths(page, problems, 'renewal-choice-en-US');
      await choice.getByRole('button', { name: 'Continue' }).click();

      const payment = page.getByRole('region', { name: 'Step 3: Payment' });
      await payment.getByLabel('Card number').waitFor();
      await payment.getByLabel('First name').fill('Riley');
      await payment.getByLabel('Last name').fill('Renner');
      await payment.getByLabel('Email address').fill('renew.trial@orbitradio.test');
      await payment.getByLabel('Phone number').fill('5125550141');
      await payment.getByLabel('Street address').fill('100 Congress Ave');
      await payment.getByLabel('City').fill('Austin');
      await payment.getByLabel('State').selectOption('TX');
      await payment.getByLabel('ZIP code').fill('78701');
      await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
      await payment.getByLabel('Expiration date').fill(futureExpiry());
      await payment.getByLabel('Security code (CVV)').fill('123');
      await checkAtBothWidths(page, problems, 'renewal-payment-en-US');
      await payment.getByRole('button', { name: 'Continue' }).click();

      const review = page.getByRole('region', { name: 'Step 4: Review and complete' });
      await review.getByRole('button', { name: 'Complete My Order' }).waitFor();
      await review.getByText(/All Access at \$\d+\.\d\d\/mo/).waitFor();
      await checkAtBothWidths(page, problems, 'renewal-review-en-US');
      await completeOrder(page);

      await page.waitForURL(/\/subscribe\/checkout\/renewal\/flepz\/thanks\?/);
      await settledOn(page, 'Thank you! Your renewal is set');
      await page.getByText('Order number').waitFor();
      await checkAtBothWidths(page, problems, 'renewal-thanks-en-US');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'shows the Canadian campaign in French',
    async () => {
      const { page, problems } = await openPage(browser, 'phone');
      await page.goto(`http://can.localhost:${server.port}${CANADIAN_LINK}`);
      await settledOn(page, /^Obtenez \d+ mois de plus pour/);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await page.getByRole('table', { name: 'Comparez les forfaits' }).waitFor();
      await page.getByRole('tab', { name: 'Infos radio' }).waitFor();
      await checkAtBothWidths(page, problems, 'renewal-landing-fr-CA');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});

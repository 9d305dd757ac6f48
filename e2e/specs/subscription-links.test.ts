import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { expectLoggedProblems, launchChromium, openPage } from '../support/browser.ts';

/*
 * A targeted cancel link (flows §5.2) opened by a visitor who is not signed in: the radio id and
 * last name on the link identify the account, last name, phone and zip prove it on the page, and
 * the cancel flow opens on the subscription the link names. The walk stops at the review, before
 * anything is cancelled, so the suite's database ends as it began. The flag is on for the
 * `targeted-cancel` variant host, whose name contains `can`: it is a Canadian site (the spec's
 * host rule), so the link is a Canadian customer's (docs/demo-data.md, plan-change accounts:
 * Maxime Bouchard's radio in Québec City).
 */
const usOrigin = inject('usOrigin');
const SUBSCRIPTION = 'sub_seed_change_qc_0013';
const LINK = `/account/subscription/cancel-targeted?${new URLSearchParams({
  radioid: 'ORBX0013',
  lname: 'Bouchard',
  subscriptionId: SUBSCRIPTION,
  task: 'cancel',
})}`;
/** The account read before the link's identification is proven: the page asks for it. */
const VERIFICATION_ASKED =
  'console error: Failed to load resource: the server responded with a status of 403 (Forbidden)';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('a targeted cancel link, signed out', () => {
  it('asks for last name, phone and zip, then goes on to cancel the subscription it names', async () => {
    const port = new URL(usOrigin).port;
    const origin = `http://variant-targeted-cancel.localhost:${port}`;
    const { page, problems } = await openPage(browser, 'phone');
    await page.goto(`${origin}${LINK}`);
    await settledOn(page, 'Your cancellation options');
    await page.getByRole('heading', { level: 2, name: 'First, confirm it’s you' }).waitFor();
    await expectLoggedProblems(problems, [VERIFICATION_ASKED]);
    expect(await page.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toMatch(
      /^\/account\/login\?redirectTo=/,
    );
    await checkAtBothWidths(page, problems, 'subscription-link-verify');

    // A detail that does not match: refused, without saying which.
    const lastName = page.getByRole('textbox', { name: 'Last name' });
    const phone = page.getByRole('textbox', { name: /Phone number/ });
    const postalCode = page.getByRole('textbox', { name: /Postal code|ZIP code/ });
    await lastName.fill('Bouchard');
    await phone.fill('418-555-0199');
    await postalCode.fill('G1R 5A5');
    await postalCode.press('Enter');
    await page.getByText(/unable to confirm your account with these details/).waitFor();
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await expectLoggedProblems(problems, [
      'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);

    // Corrected and sent from the keyboard, as a customer without a mouse would.
    await phone.fill('418-555-0113');
    await phone.press('Enter');
    await settledOn(page, 'Before you go…');
    expect(page.url()).toBe(`${origin}/subscription/cancel?subscriptionId=${SUBSCRIPTION}`);
    await page.getByRole('radio', { name: 'It’s too expensive' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('heading', { level: 1, name: /One last option…|Review and confirm/ })
      .waitFor();
    const declineOffer = page.getByRole('button', { name: 'No thanks, continue to cancel' });
    if (await declineOffer.isVisible()) {
      await declineOffer.click();
      await settledOn(page, 'Review and confirm');
    }
    await page.getByRole('button', { name: 'Cancel my subscription' }).waitFor();
    await checkAtBothWidths(page, problems, 'subscription-link-review');
    await page.context().close();
  });

  it('asks in Canadian French (looked at, nothing sent)', async () => {
    const port = new URL(usOrigin).port;
    const origin = `http://variant-targeted-cancel.localhost:${port}`;
    const { page, problems } = await openPage(browser, 'desktop');
    await page.goto(`${origin}${LINK}&langpref=fr-CA`);
    await settledOn(page, 'Vos options d’annulation');
    await page
      .getByRole('heading', { level: 2, name: 'D’abord, confirmez que c’est vous' })
      .waitFor();
    await page.getByRole('link', { name: 'Me connecter plutôt' }).waitFor();
    await expectLoggedProblems(problems, [VERIFICATION_ASKED]);
    await checkAtBothWidths(page, problems, 'subscription-link-verify-fr-CA');
    await page.context().close();
  });
});

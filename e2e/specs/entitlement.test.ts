import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { uniqueEmail, WALK_TIMEOUT_MS } from '../support/checkout.ts';
import { signedInCookies } from '../support/signed-in.ts';

/*
 * A plan sold and billed by a partner (ADR 077), activated on the Canadian site in Canadian
 * French: the sandbox Google Play's pending entitlement ENT-ORBB-0201 opens the set-up-account
 * form, refuses a bad email on its field, activates on a new account (no card asked), and the
 * same link then shows the already-active page; a cancelled one (0205) says it ended; the
 * customer of the seeded active one (0203, account 10000203) sees it billed by Google Play on
 * the account page with no door to change or cancel it. Demo entitlements: docs/demo-data.md.
 */
let browser: Browser;
const caOrigin = inject('caOrigin');
const usOrigin = inject('usOrigin');
const FR = '&langpref=fr-CA';

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('entitlement from third-party billing (fr-CA, Canadian site)', () => {
  it('activates an entitlement, then shows it already active, ended, and billed by its partner', {
    timeout: WALK_TIMEOUT_MS,
  }, async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    const link = `${caOrigin}/subscribe/entitlement?entitlementId=ENT-ORBB-0201${FR}`;
    await page.goto(link);
    await settledOn(page, 'Activez votre abonnement de Google Play');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await page.getByText(/nous ne demandons aucune carte/).waitFor();
    await checkAtBothWidths(page, problems, 'entitlement-setup');

    // A bad email is refused on its field before anything is sent.
    await page.getByLabel('Courriel').fill('pas-un-courriel');
    await page.getByRole('button', { name: 'Activer mon abonnement' }).click();
    await page.getByText('Entrez un courriel valide, comme nom@exemple.com.').waitFor();
    await checkAtBothWidths(page, problems, 'entitlement-setup-refused');

    const email = uniqueEmail('entitlement-fr');
    await page.getByLabel('Prénom (facultatif)').fill('Maude');
    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Créez un mot de passe').fill('Aurore-Boreale-2031');
    await page.getByRole('button', { name: 'Activer mon abonnement' }).click();
    await settledOn(page, 'C’est prêt');
    await page
      .getByText(
        /Platine – diffusion en continu est actif sur votre compte, facturé par Google Play\./,
      )
      .waitFor();
    await page
      .getByText(new RegExp(`connectez-vous avec ${email.replace(/[.+]/g, '\\$&')}`))
      .waitFor();
    await checkAtBothWidths(page, problems, 'entitlement-activated');

    // The partner's link again: it is active now.
    await page.goto(link);
    await settledOn(page, 'Votre abonnement est déjà actif');
    await checkAtBothWidths(page, problems, 'entitlement-already-active');

    // A cancelled one has nothing left to activate.
    await page.goto(`${caOrigin}/subscribe/entitlement?entitlementId=ENT-ORBB-0205${FR}`);
    await settledOn(page, 'Cet abonnement a pris fin');
    await page
      .getByText(/Google Play nous indique que cet abonnement n’est plus actif\s:/)
      .waitFor();
    await checkAtBothWidths(page, problems, 'entitlement-ended');

    // The customer of an active one sees it billed by its partner, with no door to change it.
    await (
      await signedInCookies(usOrigin, {
        handle: 'entitled.0203@orbitradio.test',
        password: 'Partner-Billed-203',
      })
    )(page.context(), caOrigin);
    await page.goto(`${caOrigin}/account?langpref=fr-CA`);
    await page.getByText(/Facturé par Google Play\s: pour le modifier ou l’annuler/).waitFor();
    expect(await page.getByRole('link', { name: 'Annuler l’abonnement' }).count()).toBe(0);
    await checkAtBothWidths(page, problems, 'entitlement-account-billed-by-partner');
  });
});

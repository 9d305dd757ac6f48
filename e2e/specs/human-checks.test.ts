import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';

/*
 * The human check where a budget anyone can spend is spent (ADR 026), solved for real by the
 * browser's workers against the real server: do not call past five requests for one number in an
 * hour (a number of its own; the suite raises the per-address budget, every client of it calling
 * from 127.0.0.1), on the Canadian site in French; find your account after a stranger spent the
 * lookups of Sam's radio (ORBS0006, used by no other walk), on the US site in English.
 */
const usOrigin = inject('usOrigin');
const caOrigin = inject('caOrigin');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The browser's own line for the answer that asks for the check: the one console error expected. */
const CHECK_ASKED =
  'console error: Failed to load resource: the server responded with a status of 428 (Precondition Required)';

/** A proof of work takes the browser a second or two; a slow machine, more. */
const SOLVING = { timeout: 60_000 };

/** Someone else with a care session of their own, calling the care API directly. */
async function stranger(origin: string) {
  const envInfo = await fetch(`${origin}/services/utility/env-info`);
  const cookie = envInfo.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return (path: string, body: object) =>
    fetch(`${origin}/services${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
}

/** Registers one number until the server asks for a check (its sixth request of the hour). */
async function registerUntilChecked(page: Page) {
  for (let index = 0; index < 6; index += 1) {
    await page
      .getByRole('textbox', { name: 'Numéro de téléphone', exact: true })
      .fill('438-555-0150');
    await page.getByRole('button', { name: 'Continuer' }).click();
    const thanks = page.getByRole('heading', { level: 1, name: 'Merci' });
    const check = page.getByText('Une dernière étape');
    await thanks.or(check).waitFor();
    if (await check.isVisible()) return;
    await page.getByRole('button', { name: 'Ne plus appeler un autre numéro' }).click();
    await settledOn(page, 'Inscription à la liste d’exclusion des appels');
  }
  throw new Error('the server never asked for a human check');
}

describe('human checks in the browser', () => {
  it('do not call (fr-CA): past the number’s requests, a check runs and Continuer sends it', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await page.goto(`${caOrigin}/donotcall?langpref=fr-CA`);
    await settledOn(page, 'Inscription à la liste d’exclusion des appels');
    await registerUntilChecked(page);
    await page.getByText('C’est fait, vous pouvez continuer.').waitFor(SOLVING);
    expect(problems).toEqual([CHECK_ASKED]);
    problems.length = 0;
    await checkAtBothWidths(page, problems, 'do-not-call-human-check-fr-CA');

    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/services/account-mgmt/preferences/donotcall'),
    );
    await page.getByRole('button', { name: 'Continuer' }).click();
    const request = (await answered).request();
    expect(Object.keys(request.postDataJSON() as object)).toEqual(
      expect.arrayContaining(['answer', 'token']),
    );
    await settledOn(page, 'Merci');
    await page.context().close();
  });

  it("find your account (en-US): a stranger's lookups of a radio leave its owner a check", async () => {
    const post = await stranger(usOrigin);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await post('/account/non-pii', { radioId: 'ORBS0006', lastName: 'Nobody' });
      expect(response.status).toBe(404);
    }

    const { page, problems } = await openPage(browser, 'desktop');
    await page.goto(`${usOrigin}/subscribe/checkout/flepz`);
    await settledOn(page, 'Find your account');
    await page.getByRole('tab', { name: 'Radio info' }).click();
    await page.getByRole('textbox', { name: 'Radio ID', exact: true }).fill('ORBS0006');
    await page.getByRole('radio', { name: 'My last name' }).check();
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Okafor');
    await page.getByRole('button', { name: 'Find my account' }).click();

    await page.getByText('One more step').waitFor();
    await page.getByText('Done, you can continue.').waitFor(SOLVING);
    expect(problems).toEqual([CHECK_ASKED]);
    problems.length = 0;
    await checkAtBothWidths(page, problems, 'identification-human-check');
    // Keyboard alone: the search button is reachable and presses with Enter.
    await page.getByRole('button', { name: 'Find my account' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'We found your account' }).waitFor();
    expect(await page.getByText('One more step').count()).toBe(0);
    await checkAtBothWidths(page, problems, 'identification-after-human-check');
    await page.context().close();
  });
});

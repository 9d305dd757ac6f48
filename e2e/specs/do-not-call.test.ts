import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';

/*
 * `/donotcall` (flows §8.3, docs/account-area.md "Do-not-call") on the Canadian site in Canadian
 * French: a Montréal number, then the thank-you page with the date calls stop by — ten business
 * days after today in Toronto, Canadian holidays skipped, as the server answered it — written in
 * French. The number is registered once per run (five requests per number an hour).
 */
const caOrigin = inject('caOrigin');

type Registration = { phoneNumber: string; requestedAt: string; honourBy: string };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** 2026-12-04 → « 4 décembre 2026 », 2027-02-01 → « 1er février 2027 », as Canadian French writes a date. */
function frenchDate(calendarDate: string): string {
  const written = new Intl.DateTimeFormat('fr-CA', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${calendarDate}T00:00:00Z`));
  return written.replace(/^1 /, '1er ');
}

describe('do-not-call in fr-CA', () => {
  it('registers 514-555-0123 and gives the date calls stop by, in French', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await page.goto(`${caOrigin}/donotcall?langpref=fr-CA`);
    await settledOn(page, 'Inscription à la liste d’exclusion des appels');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await page
      .getByRole('textbox', { name: 'Numéro de téléphone', exact: true })
      .fill('514-555-0123');
    await checkAtBothWidths(page, problems, 'do-not-call-fr-CA');

    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/services/account-mgmt/preferences/donotcall'),
    );
    await page.getByRole('button', { name: 'Continuer' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    // The care envelope: { status: 'SUCCESS', data }.
    const registration = ((await response.json()) as { data: Registration }).data;
    // Ten business days later at the very least: two weeks of weekdays, more with holidays.
    const requested = registration.requestedAt.slice(0, 10);
    const days = (Date.parse(registration.honourBy) - Date.parse(requested)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(12);

    await settledOn(page, 'Merci');
    const date = frenchDate(registration.honourBy);
    expect(date).toMatch(
      /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    );
    await page
      .getByText(
        `Nous avons mis à jour le ${registration.phoneNumber}; les appels cesseront au plus tard le ${date}.`,
      )
      .waitFor();
    expect(registration.phoneNumber.replace(/\D/g, '')).toBe('5145550123');
    await page.getByRole('button', { name: 'Ne plus appeler un autre numéro' }).waitFor();
    await checkAtBothWidths(page, problems, 'do-not-call-thank-you-fr-CA');
    await page.context().close();
  });
});

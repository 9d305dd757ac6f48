import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { type DemoSignIn, signedInCookies } from '../support/signed-in.ts';

/*
 * The Billing tab's invoice dialog (spec 001 §3 Invoice) for orbitowner1 (account 10000001,
 * Austin TX), in en-US: the seed's October 2026 Platinum bill (docs/demo-data.md
 * `account-billing`), its music royalty fee and Texas sales tax named by their codes in the
 * page's language, then the total, what was paid and what is due. Only looked at: nothing
 * changes.
 */
const usOrigin = inject('usOrigin');
const ORBIT_OWNER: DemoSignIn = { handle: 'orbitowner1', password: 'Nebula-Drift-77' };
const BILL = 'ORB-10000001-202610';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('an invoice of the billing history (en-US)', () => {
  it('shows the bill’s lines, fees and taxes by name, and closes back to its button', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await (await signedInCookies(usOrigin, ORBIT_OWNER))(page.context(), usOrigin);
    await page.goto(`${usOrigin}/account/manage/billing`);
    await settledOn(page, 'Manage your account');
    const history = page.getByRole('list', { name: 'Billing activity' });
    // The bill's charge and its payment both open it: the charge's button.
    const open = history
      .getByRole('listitem')
      .filter({ hasText: 'Charge' })
      .getByRole('button', { name: `View invoice ${BILL}` });
    await open.click();

    const dialog = page.getByRole('dialog', { name: `Invoice ${BILL}` });
    await dialog.waitFor();
    const lines = dialog.getByRole('list', { name: 'Invoice lines' });
    await lines.getByText('Platinum', { exact: false }).first().waitFor();
    await lines.getByText('Music royalty fee', { exact: true }).waitFor();
    await lines.getByText(/^State sales tax \(\d+(\.\d+)?%\)$/).waitFor();
    const amount = (name: string) =>
      dialog.locator('dl dt', { hasText: name }).locator('xpath=../dd').textContent();
    expect(await amount('Total')).toMatch(/^\$\d+\.\d{2}$/);
    expect(await amount('Paid')).toBe(await amount('Total'));
    expect(await amount('Amount due')).toBe('$0.00');
    // No code or raw name left untranslated.
    expect(await dialog.textContent()).not.toMatch(/\b(MRF|SALES)\b/);
    await checkAtBothWidths(page, problems, 'billing-invoice-dialog-en-US');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The dialog gives the focus back once it has closed, a moment after it is hidden.
    await expect
      .poll(() => open.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.context().close();
  });
});

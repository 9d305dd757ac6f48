import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { startCheckoutServer } from '../support/checkout.ts';
import { type DemoSignIn, signedInCookies } from '../support/signed-in.ts';

/*
 * The demo clock (ADR 074) on a development server of this file's own (its own data folder): the
 * suite's shared server is never moved. Jordan Reyes's 12-month All Access trial (account
 * 10000221, docs/demo-data.md `billing-clock-accounts`) ends 5 days after the seed; moving the
 * demo clock 31 days on /dev/clock converts it, and the dashboard shows the paid plan and its bill.
 */
const TRIAL: DemoSignIn = { handle: 'clock.trial@orbitradio.test', password: 'Comet-Tail-21' };

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startCheckoutServer();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A `<dt>`'s value in a region of the dashboard, its spaces made plain. */
async function shownValue(page: Page, region: string, term: string): Promise<string> {
  const value = page
    .getByRole('region', { name: region, exact: true })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
  return ((await value.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

async function dashboard(page: Page) {
  await (await signedInCookies(server.origin, TRIAL))(page.context(), server.origin);
  await page.goto(`${server.origin}/account/manage`);
  await settledOn(page, 'Manage your account');
  await page.getByText('Account number 10000221').waitFor();
}

describe('the demo clock moved a month (en-US)', () => {
  it('converts the trial: the dashboard shows the paid plan and the new bill', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await dashboard(page);
    const plan = page.getByRole('article', { name: 'All Access' });
    await plan.getByText('Trial', { exact: true }).waitFor();
    // What the trial will cost once it converts, as the account previews it.
    const preview = await shownValue(page, 'Billing', 'Next payment');
    expect(preview).toMatch(/^\$\d+\.\d\d on \d\d\/\d\d\/\d{4}$/);
    expect(await page.getByText('Last payment').count()).toBe(0);
    await checkAtBothWidths(page, problems, 'billing-clock-trial-before');

    await page.goto(`${server.origin}/dev/clock`);
    await page.getByRole('heading', { level: 1, name: 'Demo clock' }).waitFor();
    await page.getByRole('button', { name: 'Advance 31d' }).click();
    await page.getByRole('status').filter({ hasText: 'Moved.' }).waitFor();
    await page.getByText('31 days ahead of this computer').waitFor();
    await checkAtBothWidths(page, problems, 'billing-clock-dev-page');

    await dashboard(page);
    await plan.getByText('Full price', { exact: true }).waitFor();
    await plan.getByText('$22.99/month').waitFor();
    // The new bill is the one previewed: same amount, on the trial's last day.
    expect(await shownValue(page, 'Billing', 'Last payment')).toBe(preview);
    expect(await shownValue(page, 'Billing', 'Balance due')).toBe('$0.00');
    expect(await shownValue(page, 'Billing', 'Next payment')).not.toBe(preview);
    await checkAtBothWidths(page, problems, 'billing-clock-trial-converted');
    expect(problems).toEqual([]);
  }, 120_000);
});

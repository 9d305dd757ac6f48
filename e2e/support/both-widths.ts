import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  appRunning,
  saveScreenshot,
  seriousAxeViolations,
  VIEWPORTS,
  type ViewportName,
} from './browser.ts';

/**
 * What a customer would notice on the screen as it is now, at a desktop's width then a phone's:
 * no serious axe violation at either, nothing wider than the window (no sideways scrolling), no
 * page or console error so far, and a screenshot of each (`<name>-desktop.png`,
 * `<name>-phone.png`). Resizing shows the same state at both widths, which a second load could
 * not once the screen is the answer to a call that changed the account. The page is left at the
 * width it had.
 */
export async function checkAtBothWidths(page: Page, problems: string[], name: string) {
  const before = page.viewportSize();
  for (const viewport of ['desktop', 'phone'] as const satisfies ViewportName[]) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    // One frame for the layout to follow the new width before it is judged.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(await seriousAxeViolations(page), `${name} at ${viewport} width`).toEqual([]);
    expect(await overflowingWidth(page), `${name} scrolls sideways at ${viewport} width`).toBe(0);
    await saveScreenshot(page, `${name}-${viewport}`);
  }
  expect(problems).toEqual([]);
  if (before) await page.setViewportSize(before);
}

/**
 * The page's h1 is there, the app runs (a prerendered screen shows before its script has taken it
 * over, ADR 083) and no full-page loader is left.
 */
export async function settledOn(page: Page, heading: string | RegExp) {
  await page
    .getByRole('heading', { level: 1, name: heading })
    .waitFor()
    .catch(async (failure: unknown) => {
      throw new Error(`${String(heading)} never showed; ${await whatPageShows(page)}`, {
        cause: failure,
      });
    });
  await appRunning(page);
  await page.locator('[role="status"][aria-busy="true"]').waitFor({ state: 'hidden' });
}

/**
 * Where the page is and what it says (its h1 and any alert): a walk that waited in vain fails
 * with what the customer would have seen instead, not with a bare timeout.
 */
export async function whatPageShows(page: Page): Promise<string> {
  const texts = (selector: string) =>
    page
      .locator(selector)
      .allInnerTexts()
      .then((found) => found.map((text) => JSON.stringify(text.trim())).join(', ') || 'none');
  return `the page at ${page.url()} shows h1 ${await texts('h1')}, alerts ${await texts('[role="alert"]')}`;
}

/**
 * Types the password on a sign-in's password step and sends it with Enter on the field itself,
 * then waits for the account: a sign-in that does not get there fails with what the page shows.
 */
export async function passwordSignsIn(page: Page, password: string, label = 'Password') {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(password);
  await field.press('Enter');
  await page.waitForURL(/\/account$/).catch(async (failure: unknown) => {
    throw new Error(`the password did not sign in; ${await whatPageShows(page)}`, {
      cause: failure,
    });
  });
}

/** How many pixels the page is wider than the window: 0 when nothing makes it scroll sideways. */
function overflowingWidth(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

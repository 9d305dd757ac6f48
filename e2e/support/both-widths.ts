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

/** Who signs in by password: the handle typed on the sign-in page, and the password. */
export type PasswordSignIn = { handle: string; password: string };

/** The sign-in page's two boxes, by label: the English ones unless a walk reads another language. */
export type SignInLabels = { handle: string | RegExp; password: string | RegExp };

const ENGLISH_SIGN_IN: SignInLabels = { handle: 'Email or username', password: 'Password' };

/**
 * Signs in on a sign-in page as a customer does by keyboard: the handle and Enter, then the
 * password and Enter on its box, and waits for the page the sign-in leads to (`arrivesAt`, the
 * account by default). A sign-in that does not get there fails with what the page shows (a
 * refusal's words) rather than a bare timeout.
 */
export async function signInWithPassword(
  page: Page,
  who: PasswordSignIn,
  arrivesAt: RegExp | ((url: URL) => boolean) = /\/account$/,
  labels: SignInLabels = ENGLISH_SIGN_IN,
): Promise<void> {
  const exactly = (label: string | RegExp) =>
    typeof label === 'string' ? page.getByLabel(label, { exact: true }) : page.getByLabel(label);
  await exactly(labels.handle).fill(who.handle);
  await exactly(labels.handle).press('Enter');
  await exactly(labels.password).fill(who.password);
  await exactly(labels.password).press('Enter');
  await page.waitForURL(arrivesAt).catch(async (failure: unknown) => {
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

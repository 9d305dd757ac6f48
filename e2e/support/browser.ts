import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Where the suite leaves its screenshots for people to look at. */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../artifacts/screenshots');

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type OpenedPage = {
  page: Page;
  /** Uncaught page errors and console errors (a CSP violation shows up here). */
  problems: string[];
};

export async function openPage(browser: Browser, viewport: ViewportName): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return { page, problems };
}

/**
 * Asserts the page logged exactly these problems since the last check, then forgets them. The
 * browser reports a refused request's console line on its own channel, so the line can arrive
 * after the answer the test waited for: wait for as many lines as expected before comparing.
 */
export async function expectLoggedProblems(problems: string[], expected: string[]): Promise<void> {
  await expect.poll(() => problems.length).toBeGreaterThanOrEqual(expected.length);
  expect(problems.splice(0)).toEqual(expected);
}

/**
 * Waits until the app runs the page (`#root[data-app]`): a prerendered screen (ADR 083) is
 * readable before its script has taken it over, and a click or keystroke on it does nothing
 * until then.
 */
export async function appRunning(page: Page): Promise<void> {
  await page.locator('#root[data-app]').waitFor({ state: 'attached' });
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Serious and critical accessibility violations on the page as it is now. Every rule runs; only
 * the violations' nodes are collected (`resultTypes`), which halves the time of each check
 * without changing what it finds.
 */
export async function seriousAxeViolations(page: Page) {
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Waits for the page's CSS transitions and finite animations to end: a button changing from one
 * style to another passes through blends of both colours for a moment, which axe would judge as
 * they are mid-way (a spinner's endless animation is not waited for).
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

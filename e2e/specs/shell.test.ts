import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  appRunning,
  launchChromium,
  openPage,
  saveScreenshot,
  seriousAxeViolations,
  VIEWPORTS,
  type ViewportName,
} from '../support/browser.ts';

const usOrigin = inject('usOrigin');
const caOrigin = inject('caOrigin');

const LANGUAGES = [
  { name: 'en-US', origin: usOrigin, query: '' },
  { name: 'fr-CA', origin: caOrigin, query: '?langpref=fr-CA' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(LANGUAGES)('the shell in $name', ({ name, origin, query }) => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
    it('sends the root to the checkout sign-in step, accessible and translated', async () => {
      const { page, problems } = await openPage(browser, viewport);
      await page.goto(`${origin}/${query}`);
      await page.waitForURL(/\/subscribe\/checkout\/flepz/);
      await page.locator('main h1').first().waitFor();
      // A prerendered screen shows before the app runs (ADR 083): act once it does.
      await appRunning(page);
      await page.locator('[role="status"][aria-busy="true"]').waitFor({ state: 'hidden' });

      expect(await page.locator('html').getAttribute('lang')).toBe(name);
      expect(new URL(page.url()).pathname).toBe('/subscribe/checkout/flepz');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await saveScreenshot(page, `flepz-${name}-${viewport}`);
      await page.context().close();
    });

    it('shows the error page and logs its view', async () => {
      const { page, problems } = await openPage(browser, viewport);
      const logged = page.waitForRequest(
        (request) =>
          request.url().endsWith('/services/utility/log-message') &&
          (request.postData() ?? '').includes('ERROR_PAGE_VIEW'),
      );
      await page.goto(`${origin}/error${query}`);
      await logged;
      await page.locator('main h1').first().waitFor();
      // A prerendered screen shows before the app runs (ADR 083): act once it does.
      await appRunning(page);

      expect(await page.locator('html').getAttribute('lang')).toBe(name);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await saveScreenshot(page, `error-${name}-${viewport}`);
      await page.context().close();
    });
  });
});

describe('languages by host', () => {
  it('keeps a US host in English even when French is asked for', async () => {
    const { page } = await openPage(browser, 'desktop');
    await page.goto(`${usOrigin}/subscribe/checkout/flepz?langpref=fr-CA`);
    await page.locator('main h1').first().waitFor();
    // A prerendered screen shows before the app runs (ADR 083): act once it does.
    await appRunning(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await page.getByRole('button', { name: /français/i }).count()).toBe(0);
    await page.context().close();
  });

  it('lets a Canadian visitor switch to French and back by keyboard alone, fetching French only then', async () => {
    const { page } = await openPage(browser, 'phone');
    // Message files are chunks named by their language (ADR 082).
    const messageFiles: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/(en-US|en-CA|fr-CA)-[\w-]+\.js$/.exec(
        new URL(request.url()).pathname,
      );
      if (file?.[1]) messageFiles.push(file[1]);
    });
    await page.goto(`${caOrigin}/subscribe/checkout/flepz`);
    await page.getByRole('heading', { level: 1, name: 'Find your account' }).waitFor();
    // A prerendered screen shows before the app runs (ADR 083): act once it does.
    await appRunning(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
    expect(messageFiles).not.toContain('fr-CA');

    const toFrench = page.getByRole('button', { name: /français/i });
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press('Tab');
      if (await toFrench.evaluate((element) => element === document.activeElement)) break;
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr-CA');
    // The page changed language whole: its own words and the shell's, no English left beside them.
    await page.getByRole('heading', { level: 1, name: 'Trouver votre compte' }).waitFor();
    expect(messageFiles).toContain('fr-CA');
    const main = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(main).not.toMatch(/Find your account|Your info|Radio info|Car info/);
    await page.locator('[role="status"][aria-busy="true"]').waitFor({ state: 'hidden' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'shell-switched-to-fr-CA-phone');

    await page.getByRole('button', { name: /english/i }).press('Enter');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en-CA');
    await page.getByRole('heading', { level: 1, name: 'Find your account' }).waitFor();
    await page.context().close();
  });
});

describe('what the server sends with the app', () => {
  it('serves the page with a strict content security policy and no inline script', async () => {
    const response = await fetch(`${usOrigin}/subscribe/checkout/flepz`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers.get('cache-control')).toContain('no-cache');
    const html = await response.text();
    // The start-up document (ADR 083) is data, which the browser never runs.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/);
    expect(html).toContain('<script type="application/json" id="orbit-startup">');
  });
});

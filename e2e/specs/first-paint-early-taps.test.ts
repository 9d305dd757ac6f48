import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { settledOn } from '../support/both-widths.ts';
import { appRunning, launchChromium, openPage, saveScreenshot } from '../support/browser.ts';

/**
 * No tap lost before the app runs (ADR 094). A prerendered entry page is painted before the app's
 * chunks are fetched; a tap on its first screen in between is held and done once the app hydrated
 * it. Here the app's chunk is held back by the test, so the tap surely comes before the app runs.
 */

const usOrigin = inject('usOrigin');
const caOrigin = inject('caOrigin');

/** The app's own chunk, which the start-up module imports once the first screen is painted. */
const APP_CHUNK = /\/assets\/run-app-[\w-]+\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Holds the app's chunk until `release()`: the page stays as the server sent it. */
async function holdTheApp(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_CHUNK, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

async function appIsRunning(page: Page): Promise<boolean> {
  return (await page.locator('#root[data-app]').count()) > 0;
}

it('does a tap made on a prerendered landing before the app runs, once it runs', async () => {
  // The streaming landing at a phone's width: its offer's Continue, tapped before the app runs.
  {
    const { page, problems } = await openPage(browser, 'phone');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.resourceType() === 'document') {
        posts.push(request.url());
      }
    });
    const app = await holdTheApp(page);
    const landing = `${usOrigin}/subscribe/checkout/purchase/streaming/organic?programcode=USTPSRTP3MOFREE`;
    await page.goto(landing);
    const heading = page.getByRole('heading', {
      level: 1,
      name: 'Stream everything you love with Orbit',
    });
    await heading.waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    expect(await appIsRunning(page), 'the tap came before the app ran').toBe(false);
    // Held: the page did not go anywhere, nothing was posted to the server.
    expect(page.url()).toBe(landing);
    expect(posts).toEqual([]);

    app.release();
    await appRunning(page);
    await page.waitForURL((url) => url.href !== landing);
    await settledOn(page, /\S/);
    expect(await heading.count(), 'the landing was left').toBe(0);
    expect(posts).toEqual([]);
    expect(problems).toEqual([]);
    await saveScreenshot(page, 'early-tap-streaming-phone');
    await page.context().close();
  }

  // Account lookup in Canadian French at a desktop's width: a tab chosen before the app runs.
  {
    const { page, problems } = await openPage(browser, 'desktop');
    const app = await holdTheApp(page);
    await page.goto(`${caOrigin}/subscribe/checkout/flepz?langpref=fr`);
    await page.getByRole('heading', { level: 1, name: 'Trouver votre compte' }).waitFor();
    const emailTab = page.getByRole('tab', { name: 'Courriel' });
    await emailTab.click();
    expect(await appIsRunning(page), 'the tap came before the app ran').toBe(false);
    expect(await emailTab.getAttribute('aria-selected')).toBe('false');

    app.release();
    await appRunning(page);
    await expect.poll(() => emailTab.getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual([]);
    await saveScreenshot(page, 'early-tap-lookup-fr-CA-desktop');
    await page.context().close();
  }
}, 120_000);

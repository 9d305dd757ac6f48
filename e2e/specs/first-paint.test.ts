import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { settledOn } from '../support/both-widths.ts';
import {
  launchChromium,
  openPage,
  saveScreenshot,
  seriousAxeViolations,
  VIEWPORTS,
  type ViewportName,
} from '../support/browser.ts';

/**
 * The entry pages' first paint (ADR 083): the server sends each entry page's first screen in the
 * HTML, readable before (and without) JavaScript, and the app hydrates it in place — the same
 * heading element, no hydration error — at a phone's and a desktop's width, in English and French.
 * The checkout landings' first screen carries their offer and campaign (ADR 086): the price is
 * readable without script, and the app, starting with what the server read, asks for none of it.
 */

const usOrigin = inject('usOrigin');
const caOrigin = inject('caOrigin');

type EntryPage = {
  name: string;
  url: string;
  /** The h1 the page settles on, in the HTML the server sends. */
  heading: string | RegExp;
  /** A checkout landing's price as its package card words it, readable without script. */
  price?: RegExp;
};

/** A monthly price as the package card words it: `$5.00/mo`, `5,00 $/mois`. */
const PRICE_EN = /\$\d+\.\d{2}\/mo\b/;
const PRICE_FR = /\d+,\d{2}\s\$\/mois/;
const SATELLITE_FR = /Orbit dans votre voiture/;

/** The care calls a landing's first screen shows the answers of (ADR 086). */
const FIRST_READS = /\/services\/(offers|offers\/info|content\/campaigns\/[^/?]+)(\?|$)/;

const PAGES: EntryPage[] = [
  {
    name: 'lookup-en-US',
    url: `${usOrigin}/subscribe/checkout/flepz`,
    heading: 'Find your account',
  },
  {
    name: 'lookup-fr-CA',
    url: `${caOrigin}/subscribe/checkout/flepz?langpref=fr`,
    heading: 'Trouver votre compte',
  },
  {
    name: 'sign-in-en-CA',
    url: `${caOrigin}/sign-in`,
    heading: 'Sign in',
  },
  {
    name: 'sign-in-fr-CA',
    url: `${caOrigin}/sign-in?langpref=fr`,
    heading: 'Ouvrir une session',
  },
  {
    name: 'streaming-en-US',
    url: `${usOrigin}/subscribe/checkout/purchase/streaming/organic?programcode=USTPSRTP3MOFREE`,
    heading: 'Stream everything you love with Orbit',
    price: PRICE_EN,
  },
  {
    name: 'satellite-en-US',
    url: `${usOrigin}/subscribe/checkout/purchase/satellite/organic`,
    heading: /Your car has a radio/,
    price: PRICE_EN,
  },
  {
    name: 'satellite-fr-CA',
    url: `${caOrigin}/subscribe/checkout/purchase/satellite/organic?langpref=fr`,
    heading: SATELLITE_FR,
    price: PRICE_FR,
  },
];

/** Keeps the heading element the HTML parser made, before any script runs. */
const KEEP_PARSED_HEADING = `
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.__parsedHeading = document.querySelector('#root h1');
  });
`;

// A script's probe the CSP refuses (zod trying eval before it is told not to) is caught by the
// script, so it reaches no console: the violation event is what Lighthouse's best practices count.
const NOTE_CSP_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function withoutScript(entry: EntryPage, viewport: ViewportName) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(entry.url);
  // Hydration waits for the page's words, so the HTML names them beside its chunks.
  expect(await preloadedLanguages(page), entry.name).toEqual(WORDS_PRELOADED[entry.name.slice(-5)]);
  // The first paint waits on one style sheet, the app's, not one per chunk of the page (ADR 090).
  expect(await page.locator('link[rel="stylesheet"]').count(), `${entry.name}: sheets`).toBe(1);
  // The frame is there in any case: skip link, header, footer links.
  expect(
    await page.getByRole('link', { name: /Skip to main content|Passer au contenu/ }).count(),
  ).toBe(1);
  const heading = page.getByRole('heading', { level: 1, name: entry.heading });
  expect(await heading.count(), `${entry.name}: h1 without script`).toBe(1);
  if (entry.price) {
    expect(await page.getByText(entry.price).count(), `${entry.name}: price`).toBeGreaterThan(0);
  }
  // Above it, why its forms do not work, in the page's language only.
  expect(await page.locator('.no-script-notice').textContent(), `${entry.name}: notice`).toBe(
    entry.name.endsWith('fr-CA')
      ? 'Orbit Radio a besoin de JavaScript pour fonctionner.'
      : 'Orbit Radio needs JavaScript to run.',
  );
  await saveScreenshot(page, `first-paint-${entry.name}-no-script-${viewport}`);
  await context.close();
}

/**
 * The languages of the message files the page names for preloading (ADR 082): in its list of
 * first chunks, which the app preloads once the first screen is painted (ADR 094).
 */
async function preloadedLanguages(page: Page): Promise<string[]> {
  const named = await page.locator('#orbit-first-chunks').textContent();
  const hrefs = JSON.parse(named ?? '[]') as string[];
  const languages = hrefs.map((href) => /^\/assets\/(en-US|en-CA|fr-CA)-/.exec(href)?.[1]);
  return [...new Set(languages.filter((language) => language !== undefined))].sort();
}

/** The chunks the build (the app's) and the server (the page's) named in the page. */
async function namedChunks(page: Page): Promise<{ app: string[]; page: string[] }> {
  const list = async (id: string) =>
    JSON.parse((await page.locator(`#${id}`).textContent()) ?? '[]') as string[];
  return { app: await list('orbit-app-chunks'), page: await list('orbit-first-chunks') };
}

/** The words a page preloads: its language's (Canadian English reads the American file too). */
const WORDS_PRELOADED: Record<string, string[]> = {
  'en-US': ['en-US'],
  'en-CA': ['en-CA', 'en-US'],
  'fr-CA': ['fr-CA'],
};

async function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const parsed = (window as unknown as { __parsedHeading?: Element | null }).__parsedHeading;
    return Boolean(parsed) && document.querySelector('#root h1') === parsed;
  });
}

// One walk per width: each page twice (without and with script), axe and screenshots, on a shared machine.
it.each(Object.keys(VIEWPORTS) as ViewportName[])(
  'sends each entry page readable before its script, and hydrates it in place (%s)',
  async (viewport) => {
    for (const entry of PAGES) {
      await withoutScript(entry, viewport);

      const { page, problems } = await openPage(browser, viewport);
      await page.addInitScript(KEEP_PARSED_HEADING);
      await page.addInitScript(NOTE_CSP_VIOLATIONS);
      const firstReads: string[] = [];
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (FIRST_READS.test(new URL(request.url()).pathname)) firstReads.push(request.url());
      });
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js') && response.ok()) scripts.push(pathname);
      });
      await page.goto(entry.url);
      await settledOn(page, entry.heading);
      expect(await hydrated(page), `${entry.name}: the parsed h1 was replaced`).toBe(true);
      // Every chunk of the app (which the build names, ADR 099) and of the page (which the server
      // names, ADR 094) was fetched, once: the start-up module evaluated them from these lists.
      const named = await namedChunks(page);
      expect(named.app.length, `${entry.name}: the app's chunks`).toBeGreaterThan(1);
      for (const chunk of [...named.app, ...named.page]) {
        expect(
          scripts.filter((script) => script === chunk),
          `${entry.name}: ${chunk}`,
        ).toHaveLength(1);
      }
      // Nothing the first screen shows is read again before the visitor does anything.
      expect(firstReads, entry.name).toEqual([]);
      // No hydration error, nor any other, reached the console.
      expect(problems, entry.name).toEqual([]);
      expect(
        await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        ),
        `${entry.name}: the CSP refused something`,
      ).toEqual([]);
      expect(await seriousAxeViolations(page), entry.name).toEqual([]);
      await saveScreenshot(page, `first-paint-${entry.name}-${viewport}`);
      await page.context().close();
    }
  },
  240_000,
);

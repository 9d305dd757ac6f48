import fs from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  FIRST_CHUNKS_ELEMENT_ID,
  FIRST_PAINT_MANIFEST_FILE,
  type FirstPaintManifest,
  PRERENDER_MODULE_DIR,
  PRERENDER_MODULE_FILE,
} from '@orbit/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { careCaller, ORBIT_OWNER } from '../../testing/care-caller.ts';
import { rootOf, startupOf } from '../../testing/page-parts.ts';
import { cookieHeaderFrom } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createWebDistFixture } from '../../testing/web-dist-fixture.ts';

const LOOKUP = {
  scripts: ['/assets/lookup-1.js', '/assets/forms-2.js'],
  styles: ['/assets/lookup-3.css'],
};
const STREAMING = { scripts: ['/assets/streaming-4.js'], styles: [] };
const ERROR_PAGE = { scripts: ['/assets/error-5.js'], styles: [] };
// Its words and the shell's, one list per language (ADR 082).
const SIGN_IN = {
  scripts: ['/assets/sign-in-7.js'],
  styles: [],
  messages: {
    'en-US': ['/assets/en-US-8.js'],
    'en-CA': ['/assets/en-CA-9.js', '/assets/en-US-8.js'],
    'fr-CA': ['/assets/fr-CA-10.js'],
  },
};

const MANIFEST: FirstPaintManifest = {
  buildHash: 'build-77',
  routes: [
    { path: 'error', prefix: false, page: 'errorPage' },
    { path: '', prefix: false, redirectTo: '/subscribe/checkout/flepz' },
    { path: 'subscribe/checkout/flepz', prefix: false, page: 'accountLookup' },
    { path: 'sign-in', prefix: false, page: 'signIn' },
    {
      path: 'subscribe/checkout/purchase/streaming/organic',
      prefix: true,
      page: 'streamingOrganic',
    },
    // Off in the default flags: its visitors go to the streaming checkout.
    {
      path: 'subscribe/checkout/purchase/streaming/self-pay/organic',
      prefix: true,
      page: 'streamingSelfPay',
      flag: 'enableAtlasStreamingOrganicSelfPayNonAccordion',
      redirectTo: '/subscribe/checkout/purchase/streaming/organic',
    },
  ],
  pages: {
    accountLookup: LOOKUP,
    streamingOrganic: STREAMING,
    errorPage: ERROR_PAGE,
    signIn: SIGN_IN,
    streamingSelfPay: { scripts: ['/assets/self-pay-6.js'], styles: [] },
  },
};

const FAKE_PRERENDER_MODULE = `
export async function prerenderPage({ url, hostname, startup }) {
  globalThis.firstScreenRenders = (globalThis.firstScreenRenders ?? 0) + 1;
  if (url.includes('broken')) throw new Error('This page cannot render.');
  const language = new URL(url, 'http://page').searchParams.get('langpref') ?? 'default';
  const country = startup.envInfo?.country;
  return { html: '<main><h1>First screen of ' + hostname + ' ' + country + ' ' + language + '</h1></main>' };
}
`;

const renders = () => (globalThis as { firstScreenRenders?: number }).firstScreenRenders ?? 0;

let dist: Awaited<ReturnType<typeof createWebDistFixture>>;
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  dist = await createWebDistFixture();
  await fs.writeFile(path.join(dist.dir, FIRST_PAINT_MANIFEST_FILE), JSON.stringify(MANIFEST));
  // The prerender build's module, as the server imports it: the first screen names what it was
  // asked for and counts its renders.
  await fs.mkdir(path.join(dist.dir, PRERENDER_MODULE_DIR));
  await fs.writeFile(path.join(dist.dir, PRERENDER_MODULE_FILE), FAKE_PRERENDER_MODULE);
});
// Apps close after each test.
beforeEach(async () => {
  ({ app } = await createTestApp({ env: { WEB_DIST_DIR: dist.dir } }));
});
afterAll(async () => {
  await dist.remove();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'care.localhost', ...headers } });

/** The page's chunks as the HTML names them for the app to preload (ADR 094), and its style sheets. */
function preloadsOf(html: string): { scripts: string[]; styles: string[] } {
  const styles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  ) as string[];
  const named = new RegExp(
    `<script type="application/json" id="${FIRST_CHUNKS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return { scripts: named ? (JSON.parse(named) as string[]) : [], styles };
}

describe('a page load without a request chain (ADR 083)', () => {
  it('inlines the host’s configuration files as /config answers them, and env-info with its session cookie', async () => {
    for (const host of ['care.localhost', 'can.localhost', 'variant-preview.can.localhost']) {
      const response = await page('/subscribe/checkout/flepz', { host });
      expect(response.statusCode, host).toBe(200);
      const startup = startupOf(response.body);
      const paths = Object.keys(startup.configFiles);
      const country = host.includes('can.') ? 'ca' : 'us';
      expect(paths, host).toEqual(
        expect.arrayContaining([
          '/config/country.json',
          '/config/common.json',
          `/config/app-settings.${country}.json`,
        ]),
      );
      for (const file of paths.filter((name) => !name.includes('/variants/'))) {
        const answered = await app.inject({ method: 'GET', url: file, headers: { host } });
        expect(startup.configFiles[file], `${host} ${file}`).toEqual(answered.json());
      }
      expect(startup.envInfo?.country, host).toBe(country);

      // The session the page names is the one its cookie carries: env-info resumes it.
      const envInfo = await app.inject({
        method: 'GET',
        url: '/services/utility/env-info',
        headers: { host, ...cookieHeaderFrom(response) },
      });
      expect(envInfo.headers['set-cookie'], host).toBeUndefined();
      expect(envInfo.body, host).toContain(startup.envInfo?.sessionInfo.id);
    }

    const variant = startupOf((await page('/', { host: 'variant-preview.can.localhost' })).body);
    expect(variant.configFiles['/config/variants/preview.json']).toMatchObject({ name: 'preview' });
    const unknown = startupOf((await page('/', { host: 'variant-nosuch.localhost' })).body);
    expect(unknown.configFiles['/config/variants/nosuch.json']).toBeNull();
  });

  it('resumes a returning visitor’s session rather than starting another', async () => {
    const first = await page('/sign-in');
    const again = await page('/sign-in', cookieHeaderFrom(first));
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(startupOf(again.body).envInfo?.sessionInfo.id).toBe(
      startupOf(first.body).envInfo?.sessionInfo.id,
    );
  });

  it('names the first route’s chunks for preloading, following redirects and flags off', async () => {
    expect(preloadsOf((await page('/subscribe/checkout/flepz?programcode=X')).body)).toEqual(
      LOOKUP,
    );
    // `/` redirects to the lookup; paths match case-insensitively and with a trailing slash.
    expect(preloadsOf((await page('/')).body)).toEqual(LOOKUP);
    expect(preloadsOf((await page('/Subscribe/Checkout/FLEPZ/')).body)).toEqual(LOOKUP);
    expect(
      preloadsOf((await page('/subscribe/checkout/purchase/streaming/organic/creds')).body),
    ).toEqual(STREAMING);
    // The self-pay flag is off: the browser will land on the streaming checkout.
    expect(
      preloadsOf((await page('/subscribe/checkout/purchase/streaming/self-pay/organic')).body),
    ).toEqual(STREAMING);
    // A path no route serves, and a non-prefix route's deeper path, preload nothing.
    expect(preloadsOf((await page('/no/such/page')).body)).toEqual({ scripts: [], styles: [] });
    expect(preloadsOf((await page('/subscribe/checkout/flepz/deeper')).body)).toEqual({
      scripts: [],
      styles: [],
    });
  });

  it('names the words of the visit’s language for preloading, never the other language’s', async () => {
    const scriptsOf = async (url: string, host: string) =>
      preloadsOf((await page(url, { host })).body).scripts;
    expect(await scriptsOf('/sign-in', 'care.localhost')).toEqual([
      '/assets/sign-in-7.js',
      '/assets/en-US-8.js',
    ]);
    expect(await scriptsOf('/sign-in', 'can.localhost')).toEqual([
      '/assets/sign-in-7.js',
      '/assets/en-CA-9.js',
      '/assets/en-US-8.js',
    ]);
    expect(await scriptsOf('/sign-in?LangPref=fr', 'can.localhost')).toEqual([
      '/assets/sign-in-7.js',
      '/assets/fr-CA-10.js',
    ]);
    // A US visit stays in English whatever it asks for.
    expect(await scriptsOf('/sign-in?langpref=fr', 'care.localhost')).toEqual([
      '/assets/sign-in-7.js',
      '/assets/en-US-8.js',
    ]);
  });

  it('answers compressed, and HEAD without starting a session', async () => {
    const gzip = await page('/sign-in', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('private, no-cache');
    expect(startupOf(gunzipSync(gzip.rawPayload).toString()).envInfo).toBeDefined();

    const head = await app.inject({
      method: 'HEAD',
      url: '/sign-in',
      headers: { host: 'care.localhost' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['set-cookie']).toBeUndefined();
  });
});

describe('the prerendered first screen of the entry pages (ADR 083)', () => {
  it('puts the screen of the host and language in #root, renders each once, and only for entry pages', async () => {
    const before = renders();
    const us = await page('/sign-in');
    expect(rootOf(us.body)).toBe('<main><h1>First screen of care.localhost us default</h1></main>');
    const french = await page('/subscribe/checkout/flepz?LangPref=fr', { host: 'can.localhost' });
    expect(rootOf(french.body)).toBe(
      '<main><h1>First screen of can.localhost ca default</h1></main>',
    );
    // The page says its language before any script: the host's, or the one `langpref` asks.
    expect(french.body).toContain('<html lang="fr-CA">');
    expect((await page('/sign-in')).body).toContain('<html lang="en-US">');
    const english = await page('/Subscribe/Checkout/FLEPZ/?langpref=en', { host: 'can.localhost' });
    expect(rootOf(english.body)).toBe('<main><h1>First screen of can.localhost ca en</h1></main>');
    expect(renders() - before).toBe(3);

    // Kept: another visitor of the same host and URL gets the same screen without a render.
    const again = await page('/sign-in');
    expect(rootOf(again.body)).toBe(rootOf(us.body));
    expect(renders() - before).toBe(3);

    // Not an entry page, a deeper step of one, or a HEAD: the browser renders it.
    for (const url of [
      '/account',
      '/subscribe/checkout/purchase/streaming/organic/creds',
      '/error',
    ]) {
      expect(rootOf((await page(url)).body), url).toBe('');
    }
    expect(renders() - before).toBe(3);
  });

  it('leaves #root empty when the render fails, and never serves the prerender module', async () => {
    const broken = await page('/sign-in?broken=1');
    expect(broken.statusCode).toBe(200);
    expect(rootOf(broken.body)).toBe('');
    expect(startupOf(broken.body).envInfo).toBeDefined();

    const module = await page(`/${PRERENDER_MODULE_FILE}`);
    expect(module.headers['content-type']).toMatch(/text\/html/);
    expect(module.body).not.toContain('prerenderPage');
  });

  it('gives no first screen from a build made after the server started, until it restarts', async () => {
    expect(rootOf((await page('/sign-in?build=old')).body)).not.toBe('');
    const later = new Date(Date.now() + 60_000);
    await fs.utimes(path.join(dist.dir, PRERENDER_MODULE_FILE), later, later);
    const afterBuild = await page('/sign-in?build=new');
    expect(afterBuild.statusCode).toBe(200);
    expect(rootOf(afterBuild.body)).toBe('');
    expect(rootOf((await page('/sign-in?build=old')).body)).toBe('');
  });

  it('leaves a signed-in visitor’s page to the browser', async () => {
    const caller = await careCaller({ host: 'care.localhost', env: { WEB_DIST_DIR: dist.dir } });
    await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    const response = await caller.get('/sign-in');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(startupOf(response.body).envInfo).toBeDefined();
  });
});

describe('a build without a first-paint manifest', () => {
  it('still answers pages with the start-up document, only without preloads or a first screen', async () => {
    const bare = await createWebDistFixture();
    await fs.writeFile(path.join(bare.dir, FIRST_PAINT_MANIFEST_FILE), '{"not":"a manifest"}');
    try {
      const { app: bareApp } = await createTestApp({ env: { WEB_DIST_DIR: bare.dir } });
      const response = await bareApp.inject({ method: 'GET', url: '/subscribe/checkout/flepz' });
      expect(response.statusCode).toBe(200);
      expect(preloadsOf(response.body)).toEqual({ scripts: [], styles: [] });
      expect(response.body).toContain('<div id="root"></div>');
      expect(startupOf(response.body).configFiles['/config/common.json']).toBeDefined();
    } finally {
      await bare.remove();
    }
  });
});

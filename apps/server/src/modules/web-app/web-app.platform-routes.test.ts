import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { careErrorBodySchema, serviceErrorBodySchema } from '@orbit/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { createWebDistFixture, FIXTURE_INDEX_HTML } from '../../testing/web-dist-fixture.ts';

let dist: Awaited<ReturnType<typeof createWebDistFixture>>;
beforeEach(async () => {
  dist = await createWebDistFixture();
});
afterEach(async () => {
  await dist.remove();
});

const webApp = (env: Record<string, string> = {}) =>
  createTestApp({ env: { WEB_DIST_DIR: dist.dir, ...env } });

describe('serving the built web app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const { app } = await webApp();
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s brotli or gzip twin to a browser that accepts it, the plain file otherwise', async () => {
    const script = 'console.log("orbit");\n';
    await fs.writeFile(
      path.join(dist.dir, 'assets', 'index-abc123.js.br'),
      brotliCompressSync(script),
    );
    await fs.writeFile(path.join(dist.dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    await fs.writeFile(
      path.join(dist.dir, 'index.html.br'),
      brotliCompressSync(FIXTURE_INDEX_HTML),
    );
    const { app } = await webApp();
    const get = (url: string, acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    // A client-side route is index.html with its start-up parts, compressed on the way out.
    const page = await get('/subscribe/checkout', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<title>Orbit Care</title>');
    expect(html).toContain('id="orbit-startup"');
  });

  it('serves index.html and other unhashed files with no-cache', async () => {
    const { app } = await webApp();
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/text\/html/);
    // A page names its visitor's session (ADR 083): no shared cache keeps it.
    expect(index.headers['cache-control']).toBe('private, no-cache');
    expect(index.body).toContain('<div id="root"></div>');

    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html, for GET and HEAD', async () => {
    const { app } = await webApp();
    const page = await app.inject({ method: 'GET', url: '/subscribe/checkout?programcode=ABC' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(page.headers['cache-control']).toBe('private, no-cache');

    const head = await app.inject({ method: 'HEAD', url: '/account/pay' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.body).toBe('');
  });

  it('serves an asset built after the server started', async () => {
    const { app } = await webApp();
    await fs.writeFile(path.join(dist.dir, 'assets', 'late-9f8e7d.css'), 'body{margin:0}');
    const response = await app.inject({ method: 'GET', url: '/assets/late-9f8e7d.css' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('body{margin:0}');
  });

  it('answers a missing asset 404, never index.html', async () => {
    const { app } = await webApp();
    const response = await app.inject({ method: 'GET', url: '/assets/gone-000000.js' });
    expect(response.statusCode).toBe(404);
    expect(serviceErrorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
  });

  it('keeps API paths out of the fallback', async () => {
    const { app } = await webApp();
    const care = await app.inject({ method: 'GET', url: '/services/unknown' });
    expect(care.statusCode).toBe(404);
    expect(careErrorBodySchema.parse(care.json()).error.errorCode).toBe('NOT_FOUND');
    for (const url of ['/health/unknown', '/config/unknown.json', '/docs/unknown']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/json/);
    }
    const post = await app.inject({ method: 'POST', url: '/subscribe', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers 503 telling to run npm run build when there is no build', async () => {
    await dist.remove();
    const { app } = await webApp();
    const response = await app.inject({ method: 'GET', url: '/subscribe' });
    expect(response.statusCode).toBe(503);
    expect(serviceErrorBodySchema.parse(response.json()).description).toContain('npm run build');
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends pages and their files a strict CSP without unsafe-inline, nosniff, a referrer policy, the permissions and no X-Powered-By', async () => {
    const { app } = await webApp();
    for (const url of ['/', '/no/such/page', '/assets/index-abc123.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).not.toMatch(/json/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      const permissions = String(response.headers['permissions-policy']);
      expect(permissions, url).toContain('camera=()');
      expect(permissions, url).toContain('payment=()');
      expect(permissions, url).toContain('publickey-credentials-get=(self)');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sends a JSON answer, success or error, only what means something to it: nothing loads or frames it, nosniff, same-origin only', async () => {
    const { app } = await webApp();
    for (const url of [
      '/health/live',
      '/services/utility/env-info',
      '/services/unknown',
      '/config/common.json',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(/json/);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // A page's policies (ADR 105): no browser renders this answer as a page.
      expect(response.headers['permissions-policy'], url).toBeUndefined();
      expect(response.headers['referrer-policy'], url).toBeUndefined();
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('adds HSTS in production only, to pages and JSON answers alike', async () => {
    const { app } = await webApp({ NODE_ENV: 'production' });
    for (const url of ['/', '/health/live']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});

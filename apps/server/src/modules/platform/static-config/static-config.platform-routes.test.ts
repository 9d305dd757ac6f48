import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  BUILD_HASH_PARAM,
  COUNTRIES,
  commonConfigSchema,
  countryAppSettingsSchema,
  countryConfigSchema,
  FEATURE_FLAGS,
  STATIC_CONFIG_PATHS,
  serviceErrorBodySchema,
  variantConfigSchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createTestApp, testConfig } from '../../../testing/test-app.ts';

const withHash = (url: string) => `${url}?${BUILD_HASH_PARAM}=3f9a2c1`;

describe('static configuration files', () => {
  it('country.json gives each market its care API base with path /services', async () => {
    const { app } = await createTestApp({ env: { API_URL_CA: 'https://api.orbitradio.ca/' } });
    const response = await app.inject({
      method: 'GET',
      url: withHash(STATIC_CONFIG_PATHS.country),
    });
    expect(response.statusCode).toBe(200);
    expect(countryConfigSchema.parse(response.json())).toEqual({
      apiPath: '/services',
      apiBaseUrls: { us: '/services', ca: 'https://api.orbitradio.ca/services' },
      // Unset: the public URL is the US site, the same host with `can.` the Canadian one.
      siteUrls: { us: 'http://localhost:8080', ca: 'http://can.localhost:8080' },
    });
  });

  it('country.json gives each market the web site SITE_URL_<market> names', async () => {
    const { app } = await createTestApp({
      env: {
        SITE_URL_US: 'https://care.orbitradio.com/',
        SITE_URL_CA: 'https://care.orbitradio.ca',
      },
    });
    const response = await app.inject({
      method: 'GET',
      url: withHash(STATIC_CONFIG_PATHS.country),
    });
    expect(countryConfigSchema.parse(response.json()).siteUrls).toEqual({
      us: 'https://care.orbitradio.com',
      ca: 'https://care.orbitradio.ca',
    });
  });

  it('common.json carries flags as strings, chat, player token, smart links, client ids, CMS and isOem false', async () => {
    const { app } = await createTestApp({
      env: { CMS_SPACE_ID: 'space-42', CMS_ACCESS_TOKEN: 'tok' },
    });
    const response = await app.inject({ method: 'GET', url: withHash(STATIC_CONFIG_PATHS.common) });
    const common = commonConfigSchema.parse(response.json());

    expect(Object.keys(common.featureFlags).sort()).toEqual([...FEATURE_FLAGS].sort());
    for (const value of Object.values(common.featureFlags))
      expect(['true', 'false']).toContain(value);
    expect(common.featureFlags.enablePasskeySetup).toBe('true');
    expect(common.chatProvider).toMatchObject({ queue: 'general' });
    expect(common.chatProvider.url).toMatch(/^https:\/\//);
    expect(common.playerToken).toEqual({
      baseUrl: expect.stringMatching(/^https:\/\//),
      org: expect.any(String),
      disabled: false,
      disableForBrowserUserAgentPlatforms: expect.stringMatching(/^[^,\s]+(,[^,\s]+)*$/),
    });
    expect(common.smartLinks.playerApp).toMatch(/^https:\/\//);
    expect(common.clientIds.sdk).not.toBe('');
    expect(common.contentManagement).toMatchObject({
      spaceId: 'space-42',
      environment: 'master',
      accessToken: 'tok',
    });
    expect(common.isOem).toBe(false);
  });

  it('FEATURE_FLAG_OVERRIDES switches flags, still as strings', async () => {
    const { app } = await createTestApp({
      env: { FEATURE_FLAG_OVERRIDES: 'enableVegaCheckout=true,enablePasskeySetup=false' },
    });
    const response = await app.inject({ method: 'GET', url: STATIC_CONFIG_PATHS.common });
    expect(commonConfigSchema.parse(response.json()).featureFlags).toMatchObject({
      enableVegaCheckout: 'true',
      enablePasskeySetup: 'false',
    });
  });

  it.each(COUNTRIES)(
    'app-settings.%s.json has the market URLs, care phone, identity widgets and payment provider',
    async (country) => {
      const { app } = await createTestApp({ env: { CARE_PHONE_CA: '1-888-555-0199' } });
      const response = await app.inject({
        method: 'GET',
        url: withHash(STATIC_CONFIG_PATHS.appSettings(country)),
      });
      const settings = countryAppSettingsSchema.parse(response.json());
      const domain = country === 'ca' ? 'orbitradio.ca' : 'orbitradio.com';

      expect(settings.country).toBe(country);
      expect(settings.apiUrl).toBe('');
      expect(settings.accountCentre.homeUrl).toContain(domain);
      expect(settings.care.helpUrl).toContain(domain);
      expect(settings.care.phone).toMatch(/^1-888-555-01\d\d$/);
      expect(settings.dotComUrl).toContain(domain);
      expect(settings.identityVerification.studentWidgetUrl).toMatch(/^https:\/\//);
      expect(settings.identityVerification.identityWidgetUrl).toMatch(/^https:\/\//);
      expect(settings.paymentProvider.name).not.toBe('');
      if (country === 'ca') expect(settings.care.phone).toBe('1-888-555-0199');
    },
  );

  it('is revalidated on every load (no-cache + ETag), answers 304 when unchanged, accepts any build hash', async () => {
    const { app } = await createTestApp();
    const first = await app.inject({
      method: 'GET',
      url: `${STATIC_CONFIG_PATHS.common}?v=anything-at-all`,
    });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await app.inject({
      method: 'GET',
      url: withHash(STATIC_CONFIG_PATHS.common),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives a deploy with other settings another ETag', async () => {
    const before = await createTestApp();
    const after = await createTestApp({ env: { FEATURE_FLAG_OVERRIDES: 'enableSl2c=true' } });
    const url = STATIC_CONFIG_PATHS.common;
    const oldTag = (await before.app.inject({ method: 'GET', url })).headers.etag;
    const refreshed = await after.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(oldTag) },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers.etag).not.toBe(oldTag);
  });

  it('serves the shipped preview variant', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'GET',
      url: withHash(STATIC_CONFIG_PATHS.variant('preview')),
    });
    expect(response.statusCode).toBe(200);
    const variant = variantConfigSchema.parse(response.json());
    expect(variant.name).toBe('preview');
    expect(variant.featureFlags.enableVegaCheckout).toBe('true');
  });

  it.each(['unknown', 'Preview', '..%2Fcommon'])(
    'answers 404 in the service error shape for variant %s',
    async (name) => {
      const { app } = await createTestApp();
      const response = await app.inject({ method: 'GET', url: STATIC_CONFIG_PATHS.variant(name) });
      expect(response.statusCode).toBe(404);
      expect(serviceErrorBodySchema.parse(response.json())).toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
    },
  );

  it('refuses to start with a broken variant file, naming it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orbit-care-variants-'));
    try {
      await fs.writeFile(
        path.join(dir, 'blue.json'),
        JSON.stringify({ name: 'blue', featureFlags: { enableWarpDrive: 'true' } }),
      );
      await expect(buildApp(testConfig({ VARIANTS_DIR: dir }))).rejects.toThrow(
        /Variant config .*blue\.json is invalid: unknown feature flag "enableWarpDrive"/,
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

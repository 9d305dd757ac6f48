import { describe, expect, it } from 'vitest';
import { createFakeServer, json } from '../../testing/fake-server.ts';
import { ConfigLoadError, loadAppConfig } from './load-config.ts';

const BUILD = 'abc1234';

describe('start-up configuration (spec 000 §7, flows §9.5)', () => {
  it('loads country, common and the country settings, each with the build hash', async () => {
    const server = createFakeServer();
    const config = await loadAppConfig({
      hostname: 'care.orbitradio.com',
      buildHash: BUILD,
      fetch: server.fetch,
    });

    expect(server.requests.map((r) => `${r.path}${r.url.search}`)).toEqual([
      '/config/country.json?v=abc1234',
      '/config/common.json?v=abc1234',
      '/config/app-settings.us.json?v=abc1234',
    ]);
    expect(config).toMatchObject({
      country: 'us',
      apiBaseUrl: '/services',
      siteUrls: { us: 'https://care.orbitradio.com', ca: 'https://care.orbitradio.ca' },
      buildHash: BUILD,
      accountCentre: { loginUrl: 'https://account.orbitradio.com/login' },
      care: { phone: '1-866-555-0100' },
      chatProvider: { queue: 'general' },
      isOem: false,
    });
  });

  it('picks the Canadian settings on a Canadian host', async () => {
    const server = createFakeServer();
    const config = await loadAppConfig({
      hostname: 'care.orbitradio.ca',
      buildHash: BUILD,
      fetch: server.fetch,
    });
    expect(config.country).toBe('ca');
    expect(server.requestsTo('/config/app-settings.ca.json')).toHaveLength(1);
  });

  it('turns flag strings into booleans, a missing or odd one being off', async () => {
    const server = createFakeServer({
      flags: {
        enableSl2c: 'true',
        enableVegaCheckout: 'TRUE',
        enableTargetedCancel: 'false',
        enableDeviceLinking: 'yes',
      },
    });
    const { featureFlags } = await loadAppConfig({
      hostname: 'localhost',
      buildHash: BUILD,
      fetch: server.fetch,
    });
    expect(featureFlags.enableSl2c).toBe(true);
    expect(featureFlags.enableVegaCheckout).toBe(true);
    expect(featureFlags.enableTargetedCancel).toBe(false);
    expect(featureFlags.enableDeviceLinking).toBe(false);
    expect(featureFlags.enablePasskeySetup).toBe(false);
    expect(Object.values(featureFlags).every((value) => typeof value === 'boolean')).toBe(true);
  });

  it('merges later files over earlier ones, flag by flag, variants last in host order; absent variants are skipped', async () => {
    const server = createFakeServer({
      flags: { enableSl2c: 'true', enableVegaCheckout: 'true', enableTargetedCancel: 'true' },
      countryFlags: { enableVegaCheckout: 'false', enableDeviceLinking: 'true' },
      variants: {
        blue: {
          name: 'blue',
          featureFlags: { enableTargetedCancel: 'false', enablePasskeySetup: 'true' },
        },
        green: { name: 'green', featureFlags: { enablePasskeySetup: 'false' } },
      },
    });
    const config = await loadAppConfig({
      hostname: 'variant-blue.variantapp-missing.variant-green.care.orbitradio.com',
      buildHash: BUILD,
      fetch: server.fetch,
    });

    expect(server.requests.map((r) => r.path)).toContain('/config/variants/missing.json');
    expect(server.requestsTo('/config/variants/blue.json')[0]?.url.search).toBe('?v=abc1234');
    expect(config.variants).toEqual(['blue', 'green']);
    expect(config.featureFlags).toMatchObject({
      enableSl2c: true, // common
      enableVegaCheckout: false, // country settings over common
      enableDeviceLinking: true, // country settings
      enableTargetedCancel: false, // variant over common
      enablePasskeySetup: false, // the later variant wins
    });
  });

  it.each([
    ['a missing required file', '/config/common.json', () => json({ code: 'NOT_FOUND' }, 404)],
    ['a server error', '/config/country.json', () => json({}, 500)],
    ['an invalid file', '/config/app-settings.us.json', () => json({ country: 'us' })],
    [
      'settings of the other country',
      '/config/app-settings.us.json',
      () => json({ country: 'ca' }),
    ],
    ['a failing variant (other than 404)', '/config/variants/blue.json', () => json({}, 503)],
    [
      'an unreachable server',
      '/config/country.json',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('fails with ConfigLoadError on %s', async (_name, path, handler) => {
    const server = createFakeServer();
    server.on(`GET ${path}`, handler);
    await expect(
      loadAppConfig({ hostname: 'variant-blue.localhost', buildHash: BUILD, fetch: server.fetch }),
    ).rejects.toBeInstanceOf(ConfigLoadError);
  });
});

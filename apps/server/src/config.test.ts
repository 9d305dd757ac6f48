import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariableNames, loadConfig } from './config.ts';
import { ConfigError } from './platform/env/config-error.ts';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, '/srv/orbit');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected loadConfig to refuse this environment');
}

describe('loadConfig', () => {
  it('starts from working defaults with an empty environment', () => {
    const config = loadConfig({}, '/srv/orbit');
    expect(config).toMatchObject({
      mode: 'development',
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      dataDir: path.resolve('/srv/orbit', '.data'),
      databaseUrl: undefined,
      pgliteThread: 'main',
      logLevel: 'info',
      buildTag: 'dev',
      trustProxy: false,
      session: { idleTimeoutSeconds: 1200, absoluteTimeoutSeconds: 43_200, cookieSecure: false },
    });
    expect(config.markets.us.apiUrl).toBe('');
    expect(config.markets.ca.accountCentreUrl).toMatch(/orbitradio\.ca/);
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('names each bad variable with what it expects and what it got, all at once', () => {
    const problems = problemsOf({ PORT: 'abc', NODE_ENV: 'staging', COOKIE_SECURE: 'maybe' });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT must be an integer between 1 and 65535 (got "abc")',
        'NODE_ENV must be one of development, test, production (got "staging")',
        'COOKIE_SECURE must be true or false (got "maybe")',
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it('puts every problem in the thrown message, one line each', () => {
    expect(() => loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT must be an integer between 1 and 65535 \(got "70000"\)[\s\S]*DATABASE_URL must be a postgres/,
    );
  });

  it('refuses URLs that are not absolute http(s)', () => {
    expect(problemsOf({ PUBLIC_URL: 'localhost:3000', API_URL_CA: 'ftp://x' })).toEqual([
      'PUBLIC_URL must be an absolute http(s) URL (got "localhost:3000")',
      'API_URL_CA must be an absolute http(s) URL, or empty for the same host (got "ftp://x")',
    ]);
  });

  it('refuses an absolute session timeout shorter than the idle one', () => {
    expect(
      problemsOf({ SESSION_IDLE_TIMEOUT_SECONDS: '3600', SESSION_ABSOLUTE_TIMEOUT_SECONDS: '600' }),
    ).toEqual([
      'SESSION_ABSOLUTE_TIMEOUT_SECONDS must be at least SESSION_IDLE_TIMEOUT_SECONDS (3600) (got "600")',
    ]);
  });

  it('accepts known feature flag overrides and refuses unknown ones', () => {
    const config = loadConfig({
      FEATURE_FLAG_OVERRIDES: 'enableVegaCheckout=true, enableSl2c=FALSE',
    });
    expect(config.featureFlagOverrides).toEqual({
      enableVegaCheckout: 'true',
      enableSl2c: 'false',
    });
    expect(problemsOf({ FEATURE_FLAG_OVERRIDES: 'enableVegaChekout=true' })[0]).toMatch(
      /^FEATURE_FLAG_OVERRIDES must be a comma list .* "enableVegaChekout=true" is not/,
    );
  });

  it('makes the session cookie Secure by default in production only', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).session.cookieSecure).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).session.cookieSecure,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).session.cookieSecure).toBe(false);
  });

  it('derives PUBLIC_URL from PORT, drops trailing slashes and resolves relative folders', () => {
    const config = loadConfig(
      { PORT: '18080', API_URL_US: 'https://api.orbitradio.com/', DATA_DIR: 'var/db' },
      '/srv/orbit',
    );
    expect(config.publicUrl).toBe('http://localhost:18080');
    expect(config.markets.us.apiUrl).toBe('https://api.orbitradio.com');
    expect(config.dataDir).toBe(path.resolve('/srv/orbit', 'var/db'));
  });

  it('treats empty values as unset, as .env files write them', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '  ' })).toMatchObject({
      port: 8080,
      logLevel: 'info',
    });
  });

  it('reads TRUST_PROXY as a switch or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('reads who may read the metrics, refusing bad ranges and short tokens without echoing them', () => {
    expect(loadConfig({}).metrics).toEqual({ allowedAddresses: [], token: undefined });
    const token = 'm'.repeat(40);
    expect(
      loadConfig({ METRICS_ALLOWED_ADDRESSES: '10.0.0.0/8, ::1', METRICS_TOKEN: token }).metrics,
    ).toEqual({
      allowedAddresses: [
        { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
        { address: '::1', prefix: 128, family: 'ipv6' },
      ],
      token,
    });
    expect(problemsOf({ METRICS_ALLOWED_ADDRESSES: '10.0.0.0/33' })).toEqual([
      'METRICS_ALLOWED_ADDRESSES must be a comma list of IP addresses or CIDR ranges; "10.0.0.0/33" is not (got "10.0.0.0/33")',
    ]);
    expect(problemsOf({ METRICS_ALLOWED_ADDRESSES: 'operators.example' })).toHaveLength(1);
    expect(problemsOf({ METRICS_TOKEN: 'short-secret' })).toEqual([
      'METRICS_TOKEN must be at least 32 characters without spaces',
    ]);
  });

  it('defaults the service credential lifetimes and limits (ADR 006)', () => {
    expect(loadConfig({})).toMatchObject({
      serviceTokens: {
        accessTokenSeconds: 900,
        refreshTokenSeconds: 30 * 86_400,
        deviceGrantSeconds: 86_400,
        deviceRefreshGrantSeconds: 365 * 86_400,
        signInGrantSeconds: 300,
        deviceChallengeSeconds: 300,
      },
      rateLimits: { anonymousSessionsPerMinute: 60, deviceGrantsPerMinute: 30 },
      expiredRowsPurgeIntervalSeconds: 3600,
      disabledEndpoints: [],
    });
  });

  it('refuses a refresh credential that would not outlive what it renews', () => {
    expect(
      problemsOf({ ACCESS_TOKEN_TTL_SECONDS: '3600', REFRESH_TOKEN_TTL_SECONDS: '1800' }),
    ).toEqual([
      'REFRESH_TOKEN_TTL_SECONDS must be longer than ACCESS_TOKEN_TTL_SECONDS (3600) (got "1800")',
    ]);
    expect(
      problemsOf({ DEVICE_GRANT_TTL_SECONDS: '7200', DEVICE_REFRESH_GRANT_TTL_SECONDS: '3600' }),
    ).toEqual([
      'DEVICE_REFRESH_GRANT_TTL_SECONDS must be longer than DEVICE_GRANT_TTL_SECONDS (7200) (got "3600")',
    ]);
    expect(problemsOf({ SIGN_IN_GRANT_TTL_SECONDS: '600' })).toEqual([
      'SIGN_IN_GRANT_TTL_SECONDS must be an integer between 10 and 300 (got "600")',
    ]);
  });

  it('takes DISABLED_ENDPOINTS from the service table only', () => {
    expect(
      loadConfig({ DISABLED_ENDPOINTS: 'telemetry.actions, userEvent.submit,telemetry.actions' })
        .disabledEndpoints,
    ).toEqual(['telemetry.actions', 'userEvent.submit']);
    expect(problemsOf({ DISABLED_ENDPOINTS: 'telemetry.action,time.metronome' })).toEqual([
      'DISABLED_ENDPOINTS must be a comma list of <domain>.<endpoint> names of the service table; unknown: telemetry.action (got "telemetry.action,time.metronome")',
    ]);
  });
});

const OAUTH_PARTNER = {
  clientId: 'google',
  name: 'Google',
  secret: 'a-secret-of-at-least-thirty-two-characters',
  redirectUris: ['https://oauth-redirect.googleusercontent.com/r/orbit-radio'],
  scopes: ['listening', 'account_status'],
};

describe('the account-linking settings (ADR 071)', () => {
  it('reads the partners, the secret sent in the body unless told otherwise', () => {
    const config = loadConfig({ OAUTH_PARTNER_CLIENTS: JSON.stringify([OAUTH_PARTNER]) });
    expect(config.accountLinking.partners).toEqual([{ ...OAUTH_PARTNER, secretIn: 'body' }]);
    expect(config.accountLinking.issuer).toBe('http://localhost:8080/oauth');
  });

  it('refuses a partner with a scope the provider does not have, naming where, never the value', () => {
    const problems = problemsOf({
      OAUTH_PARTNER_CLIENTS: JSON.stringify([{ ...OAUTH_PARTNER, scopes: ['payments'] }]),
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('OAUTH_PARTNER_CLIENTS');
    expect(problems[0]).toContain('0.scopes.0');
    expect(problems[0]).not.toContain(OAUTH_PARTNER.secret);
  });

  it('refuses settings that are not JSON', () => {
    expect(problemsOf({ OAUTH_PARTNER_CLIENTS: '[{clientId:' })[0]).toContain('must be JSON');
  });

  it('asks production for its signing keys once a partner is configured', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        OAUTH_PARTNER_CLIENTS: JSON.stringify([OAUTH_PARTNER]),
      }),
    ).toEqual([
      'OAUTH_SIGNING_KEYS must be set in production when OAUTH_PARTNER_CLIENTS names a partner',
    ]);
    expect(loadConfig({ NODE_ENV: 'production' }).accountLinking.partners).toBeUndefined();
  });
});

describe('the settings tables', () => {
  const serverReadme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const tableRows = serverReadme.split('\n').filter((line) => line.startsWith('| `'));

  /** `CARE_URL_CA` is listed as `CARE_URL_US` / `_CA`; `CLIENT_ID_SDK` as … / `_SDK`. */
  const listed = (name: string) =>
    serverReadme.includes(`\`${name}\``) ||
    tableRows.some((row) => {
      const cut = name.lastIndexOf('_');
      return row.includes(`\`${name.slice(0, cut)}_`) && row.includes(`\`${name.slice(cut)}\``);
    });

  it("list every variable the server reads, in the server's README", () => {
    const names = configVariableNames();
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !listed(name))).toEqual([]);
  });
});

import {
  BUILD_HASH_PARAM,
  type Country,
  commonConfigSchema,
  countryAppSettingsSchema,
  countryConfigSchema,
  countryFromHost,
  type FeatureFlagStrings,
  parseFeatureFlags,
  STATIC_CONFIG_PATHS,
  type VariantConfig,
  variantConfigSchema,
  variantsFromHost,
} from '@orbit/domain';
import type * as z from 'zod/mini';
import type { AppConfig } from './app-config.ts';

export type ConfigFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface LoadConfigOptions {
  hostname: string;
  buildHash: string;
  fetch: ConfigFetch;
  /**
   * Files the server inlined in index.html (ADR 083), by path; `null` is a variant file it does
   * not have. A path found here is not fetched.
   */
  inlinedFiles?: Readonly<Record<string, unknown>> | undefined;
}

/** Start-up could not read its configuration; the app shows its "can't start" screen. */
export class ConfigLoadError extends Error {
  override readonly name = 'ConfigLoadError';
}

/**
 * Loads the static configuration (spec 000 §7): the country config, the common config, the
 * app-settings of the host's country, then each host variant's config (absent ones are skipped),
 * every file with `?v=<buildHash>`. Later files override earlier ones and feature flags merge flag
 * by flag; flag strings become booleans, a missing flag is off.
 */
export async function loadAppConfig(options: LoadConfigOptions): Promise<AppConfig> {
  const country = countryFromHost(options.hostname);
  const variantNames = variantsFromHost(options.hostname);
  const get = <T extends z.ZodMiniType>(path: string, schema: T, optional = false) =>
    fetchConfigFile(options, { path, schema, optional });

  const [countryConfig, common, settings, ...variantFiles] = await Promise.all([
    get(STATIC_CONFIG_PATHS.country, countryConfigSchema),
    get(STATIC_CONFIG_PATHS.common, commonConfigSchema),
    get(STATIC_CONFIG_PATHS.appSettings(country), countryAppSettingsSchema),
    ...variantNames.map((name) =>
      get(STATIC_CONFIG_PATHS.variant(name), variantConfigSchema, true),
    ),
  ]);
  if (!countryConfig || !common || !settings) {
    throw new ConfigLoadError('A required configuration file is missing.');
  }
  if (settings.country !== country) {
    throw new ConfigLoadError(
      `app-settings.${country}.json describes country "${settings.country}".`,
    );
  }

  const variants = variantNames.filter((_, index) => variantFiles[index] !== undefined);
  const flagStrings: FeatureFlagStrings = Object.assign(
    {},
    common.featureFlags,
    settings.featureFlags,
    ...variantFiles.map((file: VariantConfig | undefined) => file?.featureFlags ?? {}),
  );

  const { featureFlags: _common, ...commonRest } = common;
  const { featureFlags: _settings, ...settingsRest } = settings;
  return {
    ...commonRest,
    ...settingsRest,
    country,
    variants,
    apiBaseUrl: apiBaseUrlFor(
      country,
      countryConfig.apiBaseUrls,
      countryConfig.apiPath,
      settings.apiUrl,
    ),
    siteUrls: countryConfig.siteUrls,
    featureFlags: parseFeatureFlags(flagStrings),
    buildHash: options.buildHash,
  };
}

function apiBaseUrlFor(
  country: Country,
  apiBaseUrls: Record<Country, string>,
  apiPath: string,
  apiUrl: string,
): string {
  const fromCountryConfig = apiBaseUrls[country].trim();
  if (fromCountryConfig) return fromCountryConfig.replace(/\/+$/, '');
  return `${apiUrl.replace(/\/+$/, '')}${apiPath}`;
}

/** A variant file may be absent (404 → undefined); any other file must be there and valid. */
async function fetchConfigFile<T extends z.ZodMiniType>(
  options: LoadConfigOptions,
  { path, schema, optional }: { path: string; schema: T; optional: boolean },
): Promise<z.output<T> | undefined> {
  const inlined = options.inlinedFiles;
  if (inlined && Object.hasOwn(inlined, path)) {
    const document = inlined[path];
    if (document === null && optional) return undefined;
    return parsedFile(path, schema, document);
  }
  const url = `${path}?${BUILD_HASH_PARAM}=${encodeURIComponent(options.buildHash)}`;
  let response: Response;
  try {
    response = await options.fetch(url, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    throw new ConfigLoadError(`Could not fetch ${path}.`, { cause });
  }
  if (optional && response.status === 404) return undefined;
  if (!response.ok) throw new ConfigLoadError(`${path} answered ${response.status}.`);

  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new ConfigLoadError(`${path} is not JSON.`, { cause });
  }
  return parsedFile(path, schema, body);
}

function parsedFile<T extends z.ZodMiniType>(path: string, schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ConfigLoadError(`${path} does not match its schema: ${parsed.error.message}`);
  }
  return parsed.data;
}

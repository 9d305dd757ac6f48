import {
  type ApplicationConfig,
  applicationConfigSchema,
  CONFIG_SERVICE_DOMAIN,
  REQUEST_ID_HEADER,
  requestIdOf,
  SDK_APPLICATION,
} from '@orbit/domain';
import { genericError, networkError, serviceErrorFromBody } from '../http/sdk-errors.ts';
import type { SdkRuntime } from '../runtime/runtime.ts';

export interface LoadConfigOptions {
  /** The services' origin, e.g. `https://api.orbitradio.com` or this page's origin. */
  serviceOrigin: string;
  /** False asks for the test configuration: the SDK then marks its traffic as test traffic. */
  prodMode: boolean;
  preview?: boolean;
  applicationId?: string;
  version?: string;
}

/**
 * Fetches the domain config from the config service. Its own address is the one endpoint the SDK
 * knows before it has a config: `config.me` of the shared endpoint table, from its own module.
 */
export async function loadApplicationConfig(
  runtime: SdkRuntime,
  options: LoadConfigOptions,
): Promise<ApplicationConfig> {
  const { pathPrefix, endPoints } = CONFIG_SERVICE_DOMAIN;
  const path = endPoints.me.href
    .replace('{applicationId}', encodeURIComponent(options.applicationId ?? SDK_APPLICATION.id))
    .replace('{version}', encodeURIComponent(options.version ?? SDK_APPLICATION.version));
  const query = new URLSearchParams({ enableProdMode: String(options.prodMode) });
  if (options.preview) query.set('preview', 'true');
  const url = `${options.serviceOrigin.replace(/\/+$/, '')}${pathPrefix}/${path}?${query}`;

  let response: Response;
  try {
    response = await runtime.fetch(url, { method: 'GET', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw networkError('config.me', cause);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const requestId = requestIdOf(response.headers.get(REQUEST_ID_HEADER));
    throw serviceErrorFromBody(response.status, body, 'config.me', requestId);
  }
  const parsed = applicationConfigSchema.safeParse(body);
  if (!parsed.success) {
    throw genericError('Domain config not found', 'DOMAIN_CONFIG_NOT_FOUND', parsed.error);
  }
  return parsed.data;
}

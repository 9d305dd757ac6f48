import {
  type EndpointName,
  type HttpMethod,
  SERVICE_DOMAINS,
  type ServiceDomainName,
} from '@orbit/domain';

export type ServiceRoute = { method: HttpMethod; url: string };

/**
 * Method and Fastify path of a service-API endpoint, read from the service-domain table the config
 * service also serves: `('device', 'verifyChallenge')` → POST `/device/v1/challenges/:challengeId/verify`.
 * Routing by the table means a path the SDK is told about is a path the server answers.
 */
export function serviceRoute<D extends ServiceDomainName>(
  domain: D,
  endpoint: EndpointName<D>,
): ServiceRoute {
  const { pathPrefix, endPoints } = SERVICE_DOMAINS[domain];
  const { method, href } = (endPoints as Record<string, { method: HttpMethod; href: string }>)[
    endpoint as string
  ] as { method: HttpMethod; href: string };
  return { method, url: `${pathPrefix}/${href.replace(/\{(\w+)\}/g, ':$1')}` };
}

/** The path prefixes of every service domain (`/session/v1`, …), which never fall back to the web app. */
export const SERVICE_API_PREFIXES: readonly string[] = Object.values(SERVICE_DOMAINS).map(
  (domain) => domain.pathPrefix,
);

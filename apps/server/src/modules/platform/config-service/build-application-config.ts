import {
  type ApplicationConfig,
  CLOCK_LIMITS,
  DEVICE_GRANT_LIMITS,
  type DomainConfig,
  type EndpointConfig,
  PLAYBACK_TELEMETRY_LIMITS,
  SERVICE_DOMAINS,
  USER_EVENT_LIMITS,
} from '@orbit/domain';

type Tuning = Pick<EndpointConfig, 'retry' | 'timeoutMs'>;

/**
 * Where an endpoint deserves other than the SDK's defaults (spec 001 §9). The metronome is
 * never retried and is abandoned after 10 s: a late time sample is worse than none.
 */
const ENDPOINT_TUNING: Record<string, Tuning> = {
  'time.metronome': { retry: { count: 0, delayMs: 0 }, timeoutMs: 10_000 },
};

/** Per-domain settings the SDK reads from `extras`. */
const DOMAIN_EXTRAS: Record<string, Record<string, unknown>> = {
  telemetry: { maxEventBatchCount: PLAYBACK_TELEMETRY_LIMITS.maxBatchSize },
  userEvent: { maxEventBatchCount: USER_EVENT_LIMITS.maxBatchSize },
  time: { maxDiscrepancyMs: CLOCK_LIMITS.maxDiscrepancyMs },
  device: { minRefreshIntervalMs: DEVICE_GRANT_LIMITS.minRefreshIntervalMs },
};

export type ApplicationConfigRequest = {
  applicationId: string;
  version: string;
  /** `https://care.orbitradio.com`: where the caller reached us; every baseUrl starts with it. */
  origin: string;
  isTest: boolean;
  isPreview: boolean;
  /** `domain.endpoint` names reported as disabled. */
  disabledEndpoints: readonly string[];
};

/**
 * The domain config of `configservice/v1/.../me`, made from the service-domain table itself: a
 * domain or endpoint added to the table is served without touching this file.
 */
export function buildApplicationConfig(request: ApplicationConfigRequest): ApplicationConfig {
  const domains: Record<string, DomainConfig> = {};
  for (const [domainName, domain] of Object.entries(SERVICE_DOMAINS)) {
    const endPoints: Record<string, EndpointConfig> = {};
    for (const [endpointName, endpoint] of Object.entries(domain.endPoints)) {
      const qualified = `${domainName}.${endpointName}`;
      endPoints[endpointName] = {
        method: endpoint.method,
        href: endpoint.href,
        headers: { ...endpoint.headers },
        queryParams: {},
        doesNotTriggerSessionRefresh: endpoint.doesNotTriggerSessionRefresh ?? false,
        isDisabled: request.disabledEndpoints.includes(qualified),
        ...ENDPOINT_TUNING[qualified],
      };
    }
    domains[domainName] = {
      baseUrl: `${request.origin}${domain.pathPrefix}`,
      endPoints,
      extras: { ...DOMAIN_EXTRAS[domainName] },
    };
  }
  return {
    applicationId: request.applicationId,
    version: request.version,
    isTest: request.isTest,
    isPreview: request.isPreview,
    domains,
  };
}

import * as z from 'zod/mini';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * One endpoint of a service domain, as the config service describes it. `href` is a path template
 * (`sessions/{sessionId}`) relative to the domain's `baseUrl`; header values may hold templates the
 * SDK fills from its state (`Bearer {accessToken}`, `{deviceGrant}`).
 */
export const endpointConfigSchema = z.object({
  method: z.enum(HTTP_METHODS),
  href: z.string().check(z.minLength(1)),
  headers: z._default(z.record(z.string(), z.string()), {}),
  queryParams: z._default(z.record(z.string(), z.string()), {}),
  /** Overrides the default retry count and base delay (ms) for this endpoint. */
  retry: z.optional(
    z.object({
      count: z.number().check(z.int(), z.gte(0), z.lte(10)),
      delayMs: z.number().check(z.int(), z.gte(0)),
    }),
  ),
  /** A 401 from this endpoint does not start a session refresh (the session calls themselves). */
  doesNotTriggerSessionRefresh: z._default(z.boolean(), false),
  /** A disabled endpoint is never called; the SDK rejects with `{endpoint} is disabled`. */
  isDisabled: z._default(z.boolean(), false),
  /** Milliseconds before the request is abandoned; 0 means no timeout. */
  timeoutMs: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type EndpointConfig = z.infer<typeof endpointConfigSchema>;

/** An endpoint as the service table writes it: its headers and session flag may be left out. */
export type EndpointShape = Pick<EndpointConfig, 'method' | 'href'> &
  Partial<Pick<EndpointConfig, 'headers' | 'doesNotTriggerSessionRefresh'>>;

/** A service domain as the service table writes it (`SERVICE_DOMAINS`). */
export type ServiceDomainShape = { pathPrefix: string; endPoints: Record<string, EndpointShape> };

export const domainConfigSchema = z.object({
  baseUrl: z.string(),
  endPoints: z.record(z.string(), endpointConfigSchema),
  extras: z._default(z.record(z.string(), z.unknown()), {}),
});
export type DomainConfig = z.infer<typeof domainConfigSchema>;

/**
 * `GET configservice/v1/applications/{id}/configs/{version}/me`: every domain the SDK may call.
 * `isTest` makes the SDK send its test header; `isPreview` its preview header.
 */
export const applicationConfigSchema = z.object({
  applicationId: z.string(),
  version: z.string(),
  isTest: z.boolean(),
  isPreview: z.boolean(),
  domains: z.record(z.string(), domainConfigSchema),
});
export type ApplicationConfig = z.infer<typeof applicationConfigSchema>;

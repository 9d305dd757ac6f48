import { serviceErrorBodySchema } from '@orbit/domain';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  CREDENTIALS_OF,
  checkServiceAccess,
  isServiceAccess,
  type ServiceAccess,
  type ServiceCredential,
} from '../auth/service-access.ts';
import type { App } from './app-instance.ts';
import { documentedHeader } from './service-schemas.ts';

export type { ServiceAccess } from '../auth/service-access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a service-API route; `session` when left out (read by the service surface only). */
    access?: ServiceAccess;
    /** A service-API route's `Cache-Control` instead of `no-store` (the domain config: `no-cache`). */
    cacheControl?: string;
  }
  interface FastifySchema {
    /**
     * A service-API route's error statuses beyond those the surface documents for it: 400 when it
     * takes input, 401 behind a credential, 403 for `signed-in`, 429 with a `rateLimit`, 500.
     */
    errors?: readonly number[];
  }
}

/** The OpenAPI security schemes of the service APIs' credentials (see `registerOpenApi`). */
export const SERVICE_SECURITY_SCHEMES = {
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    description: "The service session's access token (session/v1), anonymous or signed in.",
  },
  deviceGrant: {
    type: 'apiKey',
    in: 'header',
    name: 'x-device-grant',
    description: "The installation's device grant (device/v1/grants).",
  },
} as const satisfies Record<ServiceCredential, object>;

/**
 * The credential headers, for validation (a value longer than any credential is a 400) and the
 * document, which shows them as the operation's security instead.
 */
const CREDENTIAL_HEADERS: Record<ServiceCredential, { name: string; description: string }> = {
  accessToken: { name: 'authorization', description: 'Bearer <access token> (required)' },
  deviceGrant: { name: 'x-device-grant', description: 'The device grant (required)' },
};

/** Any call may also fail with a 500, its detail hidden. */
const ANY_CALL_MAY_FAIL = 500;

/**
 * The service-API surface (ADR 020): `routes` registers its routes on the instance it is given
 * (`service.route({ ...serviceRoute('billing', 'balanceDue'), … })`), and one encapsulated
 * plugin applies to all of them, once:
 * - the credential check of the route's `config.access` before its handler (`session` unless
 *   the route says otherwise; see service-access.ts);
 * - `Cache-Control: no-store` on every answer, refusals included, unless the route's
 *   `config.cacheControl` says otherwise;
 * - for the OpenAPI document, the credential headers and the operation's `security`, and the
 *   service error body for each status the route may answer: those its access and input imply
 *   and its `schema.errors`.
 */
export function registerServiceRoutes(app: App, routes: (service: App) => void): void {
  void app.register(async (service) => {
    service.addHook('onRoute', describeServiceRoute);
    service.addHook('preHandler', async (request, reply) => {
      await checkServiceAccess(request, reply, accessOf(request.routeOptions.config));
    });
    service.addHook('onSend', (request, reply, payload, done) => {
      reply.header('cache-control', request.routeOptions.config.cacheControl ?? 'no-store');
      done(null, payload);
    });
    routes(service);
  });
}

function accessOf(config: { access?: ServiceAccess } | undefined): ServiceAccess {
  return config?.access ?? 'session';
}

/** Completes a service route's schema as it is registered, before it is compiled and documented. */
function describeServiceRoute(route: RouteOptions): void {
  const access = accessOf(route.config);
  if (!isServiceAccess(access)) {
    throw new Error(`${route.method} ${route.url}: unknown service access ${String(access)}`);
  }
  const { errors = [], ...schema } = route.schema ?? {};
  const credentials = CREDENTIALS_OF[access];
  const headers = headersWith(credentials, schema.headers, route.url);
  const takesInput = Boolean(schema.body ?? schema.querystring ?? schema.params ?? headers);
  const statuses = new Set([...errors, ANY_CALL_MAY_FAIL]);
  if (takesInput) statuses.add(400);
  if (credentials.length > 0) statuses.add(401);
  if (access === 'signed-in') statuses.add(403);
  if (route.config?.rateLimit) statuses.add(429);
  route.schema = {
    ...schema,
    ...(headers ? { headers } : {}),
    // All the credentials together; none for an open route.
    security: credentials.length > 0 ? [Object.fromEntries(credentials.map((c) => [c, []]))] : [],
    response: {
      ...Object.fromEntries([...statuses].map((status) => [status, serviceErrorBodySchema])),
      ...(schema.response as object | undefined),
    },
  };
}

/** The route's own header schema with the credential headers its access needs. */
function headersWith(
  credentials: readonly ServiceCredential[],
  own: unknown,
  url: string,
): z.ZodObject | undefined {
  if (own !== undefined && !(own instanceof z.ZodObject)) {
    throw new Error(`${url}: a service route's headers must be a zod object`);
  }
  if (credentials.length === 0) return own;
  const shape = Object.fromEntries(
    credentials.map((credential) => {
      const { name, description } = CREDENTIAL_HEADERS[credential];
      return [name, documentedHeader(description)];
    }),
  );
  return z.looseObject({ ...shape, ...own?.shape });
}

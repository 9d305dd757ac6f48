import { SERVICE_DOMAINS, SERVICE_HEADERS } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import type { ServiceCredential } from '../auth/service-access.ts';
import { SERVICE_API_PREFIXES, serviceRoute } from './service-route.ts';

type Operation = { security?: Record<string, string[]>[] };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };
type TableEndpoint = { method: string; href: string; headers?: Record<string, string> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The header that carries each credential, as the service-domain table names it. */
const HEADER_OF: Record<ServiceCredential, string> = {
  accessToken: SERVICE_HEADERS.authorization,
  deviceGrant: SERVICE_HEADERS.deviceGrant,
};

const endpoints = Object.entries(SERVICE_DOMAINS).flatMap(([domain, { endPoints }]) =>
  Object.entries(endPoints as Record<string, TableEndpoint>).map(([name, endpoint]) => ({
    name: `${domain}.${name}`,
    endpoint,
    route: serviceRoute(domain as keyof typeof SERVICE_DOMAINS, name as never),
  })),
);

/** `/order/v1/orders/:orderId` as the OpenAPI document writes it: `…/{orderId}`. */
const documentPath = (routerPath: string) => routerPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The service-domain table and the server agree (ADR 020): every endpoint is a route, every
 * route under a service prefix is an endpoint, each is registered on the service surface (only
 * it gives an operation its `security`), and the credentials a route asks for are headers the
 * table tells the SDK to send. Fastify lists no routes, so they are read from the OpenAPI
 * document, which describes every route (openapi.test.ts).
 */
describe('the service-domain table and the server', async () => {
  const { app } = await createTestApp();
  const document = (
    await app.inject({ method: 'GET', url: '/docs/openapi.json' })
  ).json<OpenApiDocument>();
  const operationOf = ({ method, url }: { method: string; url: string }) =>
    document.paths[documentPath(url)]?.[method.toLowerCase()];

  it('registers every endpoint with its method and path', () => {
    const missing = endpoints
      .filter(({ route }) => !app.hasRoute({ method: route.method, url: route.url }))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('has an endpoint for every route under a service prefix', () => {
    const inTable = new Set(
      endpoints.map(({ route }) => `${route.method} ${documentPath(route.url)}`),
    );
    const serviceRoutes = Object.entries(document.paths)
      .filter(([path]) => SERVICE_API_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`)))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => METHODS.includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(serviceRoutes.filter((route) => !inTable.has(route))).toEqual([]);
    expect(serviceRoutes.length).toBe(endpoints.length);
  });

  it('registers every endpoint on the service surface', () => {
    const outside = endpoints
      .filter(({ route }) => operationOf(route)?.security === undefined)
      .map(({ name }) => name);
    expect(outside).toEqual([]);
  });

  it('asks only for credentials the table tells the SDK to send', () => {
    const unsent = endpoints.flatMap(({ name, endpoint, route }) => {
      const sent = Object.keys(endpoint.headers ?? {});
      const required = (operationOf(route)?.security ?? []).flatMap(
        (requirement) => Object.keys(requirement) as ServiceCredential[],
      );
      return required
        .filter((credential) => !sent.includes(HEADER_OF[credential]))
        .map((credential) => `${name} needs ${credential}`);
    });
    expect(unsent).toEqual([]);
  });
});

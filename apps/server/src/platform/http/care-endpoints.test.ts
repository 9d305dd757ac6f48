import { CARE_API_PATH, careEndpointEntries } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

type Operation = { summary?: string; description?: string; tags?: string[]; responses?: object };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Care routes the server registers outside `CARE_ENDPOINTS`, each with the reason. None today:
 * every `/services` route is a row of the table.
 */
const NOT_IN_THE_TABLE: readonly string[] = [];

/** `/services/content/campaigns/{campaignId}` as the router writes it: `…/:campaignId`. */
const routerPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

/**
 * The care endpoint table and the server agree: every row is a route with its method and path,
 * and every care route is a row. Fastify lists no routes, so the server's care routes are read
 * from its OpenAPI document, which describes every route it registers (openapi.test.ts).
 */
describe('the care endpoint table and the server', async () => {
  const { app } = await createTestApp();
  const document = (
    await app.inject({ method: 'GET', url: '/docs/openapi.json' })
  ).json<OpenApiDocument>();
  const entries = careEndpointEntries();
  const operationOf = (method: string, path: string) =>
    document.paths[`${CARE_API_PATH}${path}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[
      method.toLowerCase()
    ];

  it('registers every row with its method and path', () => {
    const missing = entries
      .map(({ endpoint }) => `${endpoint.method} ${CARE_API_PATH}${endpoint.path}`)
      .filter((route) => {
        const [method, url] = route.split(' ') as [string, string];
        return !app.hasRoute({ method: method as 'GET' | 'POST', url });
      });
    expect(missing).toEqual([]);
  });

  it('has a row for every care route it registers', () => {
    const inTable = new Set(
      entries.map(({ endpoint }) => `${endpoint.method} ${CARE_API_PATH}${endpoint.path}`),
    );
    const careRoutes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${CARE_API_PATH}/`))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => METHODS.includes(method))
          .map((method) => `${method.toUpperCase()} ${routerPath(path)}`),
      );
    expect(careRoutes.length).toBe(entries.length + NOT_IN_THE_TABLE.length);
    expect(careRoutes.filter((route) => !inTable.has(route)).sort()).toEqual(
      [...NOT_IN_THE_TABLE].sort(),
    );
  });

  it('describes each route as its row’s docs do', () => {
    const differences = entries.flatMap(({ group, name, endpoint, doc }) => {
      const operation = operationOf(endpoint.method, endpoint.path);
      const errorStatuses = Object.keys(operation?.responses ?? {})
        .map(Number)
        .filter((status) => status >= 400 && status !== 500)
        .sort();
      const described = {
        summary: operation?.summary,
        description: operation?.description,
        tag: operation?.tags?.[0],
        errors: errorStatuses,
      };
      const expected = {
        summary: doc.summary,
        description: doc.description,
        tag: doc.tag,
        errors: [...doc.errors].sort(),
      };
      return JSON.stringify(described) === JSON.stringify(expected)
        ? []
        : [{ call: `${group}.${name}`, described, expected }];
    });
    expect(differences).toEqual([]);
  });
});

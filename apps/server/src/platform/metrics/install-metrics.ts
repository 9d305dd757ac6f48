import { serviceErrorBodySchema } from '@orbit/domain';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import type { App } from '../http/app-instance.ts';
import { quieterLevel } from '../logger.ts';
import type { MetricsDeps } from './metrics-collection.ts';
import { operatorAccess } from './operator-access.ts';

export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics` in Prometheus's text format (ADR 085): request rate and latency per route,
 * the process (event-loop lag, heap, CPU, handles), query time and the connection pool, and
 * the scheduler's queue. The registry is the app's own, so two apps in one process (tests)
 * do not mix their figures. Anyone but an operator gets the 404 of a path that does not exist.
 */
export async function installMetrics(app: App, deps: MetricsDeps): Promise<void> {
  const { allowedAddresses, token } = deps.config.metrics;
  // Nobody may read them: no figure is collected, no request pays for one (and the event-loop
  // monitor, which runs until the process ends, is not started), and prom-client is not even
  // loaded (cold start, ADR 087).
  let registry: Registry | undefined;
  if (allowedAddresses.length > 0 || token !== undefined) {
    const { collectMetrics } = await import('./metrics-collection.ts');
    registry = collectMetrics(app, deps);
  }

  const mayRead = operatorAccess(deps.config.metrics);
  app.get(
    METRICS_PATH,
    {
      logLevel: quieterLevel(deps.config.logLevel, 'warn'),
      schema: {
        tags: ['metrics'],
        summary: 'Prometheus metrics, for operators',
        description:
          'Text exposition format 0.0.4. Answered to a caller from an address in ' +
          'METRICS_ALLOWED_ADDRESSES or with `Authorization: Bearer <METRICS_TOKEN>`; anyone ' +
          'else gets the 404 NOT_FOUND of a path that does not exist.',
        response: {
          200: z.string().describe('Prometheus text format'),
          404: serviceErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!registry || !mayRead(request)) return reply.callNotFound();
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
}

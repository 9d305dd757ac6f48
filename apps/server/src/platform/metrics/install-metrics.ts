import { serviceErrorBodySchema } from '@orbit/domain';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { App } from '../http/app-instance.ts';
import { quieterLevel } from '../logger.ts';
import { recordDatabase } from './database-metrics.ts';
import { operatorAccess } from './operator-access.ts';
import { recordRequests } from './request-metrics.ts';
import { recordSchedulerQueue, type SchedulerJobCount } from './scheduler-metrics.ts';

export const METRICS_PATH = '/metrics';

export type MetricsDeps = {
  config: Pick<AppConfig, 'metrics' | 'logLevel'>;
  database: Database;
  /** The scheduler status's counts (ADR 074), read at each scrape. */
  schedulerJobCounts: () => Promise<SchedulerJobCount[]>;
};

/**
 * `GET /metrics` in Prometheus's text format (ADR 085): request rate and latency per route,
 * the process (event-loop lag, heap, CPU, handles), query time and the connection pool, and
 * the scheduler's queue. The registry is the app's own, so two apps in one process (tests)
 * do not mix their figures. Anyone but an operator gets the 404 of a path that does not exist.
 */
export function installMetrics(app: App, deps: MetricsDeps): Registry {
  const registry = new Registry();
  const { allowedAddresses, token } = deps.config.metrics;
  // Nobody may read them: no figure is collected, no request pays for one (and the event-loop
  // monitor, which runs until the process ends, is not started).
  if (allowedAddresses.length > 0 || token !== undefined) collectInto(registry, app, deps);

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
      if (!mayRead(request)) return reply.callNotFound();
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
  return registry;
}

function collectInto(registry: Registry, app: App, deps: MetricsDeps): void {
  // Event-loop lag (mean, p50/p90/p99), heap, GC, CPU, open handles: prom-client's own set.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  recordRequests(app, registry);
  const stopTimingQueries = recordDatabase(deps.database, registry);
  app.addHook('onClose', async () => stopTimingQueries());
  recordSchedulerQueue(registry, deps.schedulerJobCounts, (error) =>
    app.log.warn({ err: error }, 'scheduler status not read for the metrics'),
  );
}

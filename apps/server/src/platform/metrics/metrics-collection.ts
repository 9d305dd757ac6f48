import { collectDefaultMetrics, Registry } from 'prom-client';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { App } from '../http/app-instance.ts';
import { recordDatabase } from './database-metrics.ts';
import { recordRequests } from './request-metrics.ts';
import { recordSchedulerQueue, type SchedulerJobCount } from './scheduler-metrics.ts';

export type MetricsDeps = {
  config: Pick<AppConfig, 'metrics' | 'logLevel'>;
  database: Database;
  /** The scheduler status's counts (ADR 074), read at each scrape. */
  schedulerJobCounts: () => Promise<SchedulerJobCount[]>;
};

/**
 * The figures an operator reads at `/metrics` (ADR 085), collected into the app's own registry.
 * Loaded only when someone may read them (ADR 087).
 */
export function collectMetrics(app: App, deps: MetricsDeps): Registry {
  const registry = new Registry();
  // Event-loop lag (mean, p50/p90/p99), heap, GC, CPU, open handles: prom-client's own set.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  recordRequests(app, registry);
  const stopTimingQueries = recordDatabase(deps.database, registry);
  app.addHook('onClose', async () => stopTimingQueries());
  recordSchedulerQueue(registry, deps.schedulerJobCounts, (error) =>
    app.log.warn({ err: error }, 'scheduler status not read for the metrics'),
  );
  return registry;
}

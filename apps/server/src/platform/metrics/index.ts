export { installMetrics, METRICS_PATH } from './install-metrics.ts';
export type { MetricsDeps } from './metrics-collection.ts';
export type { SchedulerJobCount } from './scheduler-metrics.ts';

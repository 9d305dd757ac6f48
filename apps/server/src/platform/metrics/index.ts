export { installMetrics, METRICS_PATH, type MetricsDeps } from './install-metrics.ts';
export { UNMATCHED_ROUTE } from './request-metrics.ts';
export type { SchedulerJobCount } from './scheduler-metrics.ts';

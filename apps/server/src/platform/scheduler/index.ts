export { backoffAfter, createDatabaseScheduler } from './database-scheduler.ts';
export { installScheduler } from './install-scheduler.ts';
export type {
  EnqueueOptions,
  JobContext,
  JobDefinition,
  RecurringJobDefinition,
  RetryPolicy,
  RunDueReport,
  Scheduler,
} from './scheduler.ts';

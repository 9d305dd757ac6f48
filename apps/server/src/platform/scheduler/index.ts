export { createDatabaseScheduler } from './database-scheduler.ts';
export { installScheduler } from './install-scheduler.ts';
export { backoffAfter } from './job-timetable.ts';
export type {
  EnqueueOptions,
  JobContext,
  JobDefinition,
  QueueCount,
  RecurringJobDefinition,
  RetryPolicy,
  RunDueReport,
  Scheduler,
} from './scheduler.ts';

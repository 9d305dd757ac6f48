import * as z from 'zod/mini';
import type { CareEndpointDocs, CareEndpointTable } from './care-endpoint.ts';

/** One job of the scheduler as its status page shows it (ADR 074). */
export const careScheduledJobSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  name: z.string(),
  key: z.nullable(z.string()),
  /** queued, running, done or failed. */
  status: z.string(),
  runAt: z.string(),
  attempts: z.number(),
  maxAttempts: z.number(),
  lockedBy: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
});

/**
 * How many jobs of each name are in each status, and the latest jobs (failed ones first). On
 * PostgreSQL the jobs run on pg-boss (ADR 080), whose queues are counted by state too.
 */
export const careSchedulerStatusSchema = /* @__PURE__ */ z.object({
  now: z.string(),
  /** `pg-boss` on PostgreSQL, `in-process` on the embedded database. */
  engine: z.enum(['pg-boss', 'in-process']),
  /** pg-boss's jobs by queue and state (created, retry, active, completed, failed, archived…); empty in-process. */
  queues: z.array(z.object({ name: z.string(), state: z.string(), count: z.number() })),
  counts: z.array(z.object({ name: z.string(), status: z.string(), count: z.number() })),
  jobs: z.array(careScheduledJobSchema),
});
export type CareSchedulerStatus = z.infer<typeof careSchedulerStatusSchema>;

export const schedulerCareEndpoints = {
  /** The scheduler's job table at a glance: operators only (403 FORBIDDEN for anyone else). */
  schedulerStatus: {
    method: 'GET',
    path: '/scheduler/status',
    response: careSchedulerStatusSchema,
    access: 'operator',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const schedulerCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    schedulerStatus: {
      tag: 'care scheduler',
      summary: 'The scheduled jobs: counts by name and status, the latest and the failed',
      description:
        'Operators only: a signed-in login holding the OPERATOR role; any other caller, a customer ' +
        'included, gets 403 FORBIDDEN (401 when not signed in). Lists, per job name, how many jobs ' +
        'are queued, running, done or failed, then up to 100 jobs: failed ones first, then the ' +
        'latest due. Period charges, dunning retries, notices and purges all show here (ADR 074). ' +
        'On PostgreSQL the jobs run on pg-boss: `queues` counts its jobs by queue and state (ADR 080).',
      errors: [401, 403],
    },
  } as const satisfies CareEndpointDocs<typeof schedulerCareEndpoints>;
})();

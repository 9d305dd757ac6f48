import { Gauge, type Registry } from 'prom-client';

/** One row of the scheduler's status (`scheduler/status`, ADR 074): jobs of a name in a status. */
export type SchedulerJobCount = { name: string; status: string; count: number };

/**
 * The job queue's depth, read from the scheduler's status when Prometheus scrapes: jobs by name
 * and status (`queued` is the queue). A scrape while the database is out leaves the gauge empty
 * rather than failing the whole answer.
 */
export function recordSchedulerQueue(
  registry: Registry,
  readCounts: () => Promise<SchedulerJobCount[]>,
  onReadFailure: (error: unknown) => void,
): void {
  new Gauge({
    name: 'scheduler_jobs',
    help: 'Scheduled jobs by name and status, from the scheduler status.',
    labelNames: ['name', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const row of await readCounts()) {
          this.set({ name: row.name, status: row.status }, row.count);
        }
      } catch (error) {
        onReadFailure(error);
      }
    },
  });
}

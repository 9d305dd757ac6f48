import { Gauge, Histogram, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';

/** Seconds: an indexed read takes well under a millisecond on PostgreSQL. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * Query time (every SQL statement, as the driver saw it) and the connections' use: open, idle,
 * and callers waiting for one (on PGlite, statements queued behind the one running).
 * Returns how to stop listening (the app's close).
 */
export function recordDatabase(database: Database, registry: Registry): () => void {
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of one SQL statement, waiting for its connection included.',
    labelNames: ['database', 'outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (open, idle), and callers waiting for one.',
    labelNames: ['database', 'state'] as const,
    registers: [registry],
    collect() {
      const usage = database.connectionUsage();
      this.set({ database: database.kind, state: 'open' }, usage.total);
      this.set({ database: database.kind, state: 'idle' }, usage.idle);
      this.set({ database: database.kind, state: 'waiting' }, usage.waiting);
    },
  });
  return database.queries.onQuery((seconds, outcome) =>
    queries.observe({ database: database.kind, outcome }, seconds),
  );
}

import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * How long each SQL statement took, as the driver saw it (waiting for the connection included),
 * for whoever watches the database (the Prometheus endpoint, ADR 085). The wrappers sit on the
 * driver, under Drizzle, so every statement counts: a store's query, a transaction's, a migration's.
 */
export type QueryOutcome = 'ok' | 'error';
export type QueryObserver = (seconds: number, outcome: QueryOutcome) => void;

/** The connections of the database: a pool's on PostgreSQL, the one embedded connection on PGlite. */
export type ConnectionUsage = { total: number; idle: number; waiting: number };

export type QueryTimings = {
  /** Calls `observer` after each statement; returns how to stop. */
  onQuery(observer: QueryObserver): () => void;
  /** Statements sent and not yet answered. */
  inFlight(): number;
  /** Marks a statement sent; the function it returns marks it answered. */
  begin(): (outcome: QueryOutcome) => void;
  /** Times a promise-returning statement. */
  time<T>(run: () => Promise<T>): Promise<T>;
};

export function createQueryTimings(): QueryTimings {
  const observers = new Set<QueryObserver>();
  let inFlight = 0;
  const begin = () => {
    const startedAt = performance.now();
    inFlight += 1;
    return (outcome: QueryOutcome) => {
      inFlight -= 1;
      const seconds = (performance.now() - startedAt) / 1000;
      for (const observer of observers) observer(seconds, outcome);
    };
  };
  return {
    onQuery(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    inFlight: () => inFlight,
    begin,
    async time(run) {
      const end = begin();
      try {
        const result = await run();
        end('ok');
        return result;
      } catch (error) {
        end('error');
        throw error;
      }
    },
  };
}

type PgQuery = (...args: unknown[]) => unknown;

/**
 * Times every statement of a node-postgres pool: each client the pool opens gets its `query`
 * wrapped, which covers `pool.query` (it borrows a client and calls the callback form) and
 * transactions (a borrowed client, the promise form).
 */
export function timePoolQueries(pool: pg.Pool, timings: QueryTimings): void {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as PgQuery;
    const timed: PgQuery = (...args) => {
      const last = args.at(-1);
      if (typeof last === 'function') {
        // Callback form: the answer arrives through the callback, which we wrap.
        const end = timings.begin();
        const callback = last as (error: unknown, ...rest: unknown[]) => void;
        return original(...args.slice(0, -1), (error: unknown, ...rest: unknown[]) => {
          end(error ? 'error' : 'ok');
          callback(error, ...rest);
        });
      }
      const result = original(...args);
      // A submittable (cursor, stream) answers by events: not timed.
      if (!(result instanceof Promise)) return result;
      return timings.time(() => result);
    };
    client.query = timed as typeof client.query;
  });
}

/** Times every statement of the embedded database, inside transactions too. */
export function timePgliteQueries<Client extends Pick<PGlite, 'query' | 'exec' | 'transaction'>>(
  client: Client,
  timings: QueryTimings,
): Client {
  const timedTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property === 'query' || property === 'exec') {
          const method = Reflect.get(target, property, receiver) as PgQuery;
          return (...args: unknown[]) =>
            timings.time(() => method.apply(target, args) as Promise<unknown>);
        }
        return Reflect.get(target, property, receiver);
      },
    });
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === 'query' || property === 'exec') {
        return (...args: unknown[]) =>
          timings.time(() => (value as PgQuery).apply(target, args) as Promise<unknown>);
      }
      if (property === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(timedTransaction(tx)));
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

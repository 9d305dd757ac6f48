import type { Db } from './database.ts';
import { errorCodesOf } from './error-chain.ts';

/**
 * PostgreSQL ends a transaction with one of these SQLSTATEs when it lost a race with another one,
 * not because anything in it was wrong: 40P01 (deadlock detected: two transactions waited on
 * each other's rows, one was ended) and 40001 (serialization failure). The transaction was rolled
 * back whole, so running it again from its start is what PostgreSQL's documentation asks for.
 */
export const RETRYABLE_CONFLICT_STATES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** Whether `error` (or an error it wraps: Drizzle puts the driver's in `cause`) is such a conflict. */
export function isRetryableConflict(error: unknown): boolean {
  return errorCodesOf(error).some((code) => RETRYABLE_CONFLICT_STATES.has(code));
}

export type ConflictRetryPolicy = {
  /** Runs of the transaction in all, the first one included. */
  attempts: number;
  /** The wait before the first retry; it doubles for each later one, then jitters. */
  baseDelayMs: number;
  /** Waits `ms`; tests pass one that returns at once. */
  pause(ms: number): Promise<void>;
  /** A number in [0, 1): spreads the waits so two losers do not meet again in step. */
  random(): number;
};

/**
 * Three runs, 10 ms then 20 ms apart (each drawn between half and all of it). A deadlock is
 * found only after PostgreSQL's `deadlock_timeout` (1 s by default) of waiting, by which time the
 * winner holds every lock it needs and commits within milliseconds: a short wait is enough, and a
 * request that still loses after three runs is answered as retryable (503, `Retry-After: 1`)
 * rather than kept waiting.
 */
export const CONFLICT_RETRY_POLICY: ConflictRetryPolicy = {
  attempts: 3,
  baseDelayMs: 10,
  pause: (ms) => new Promise((resume) => setTimeout(resume, ms)),
  random: Math.random,
};

/** The wait before retry number `retry` (1 for the first): half to all of the doubled base. */
export function conflictRetryDelayMs(retry: number, policy: ConflictRetryPolicy): number {
  const ceiling = policy.baseDelayMs * 2 ** (retry - 1);
  return ceiling / 2 + (ceiling / 2) * policy.random();
}

/**
 * Runs `transaction` and, when it ends in a retryable conflict, runs it again from its start, at
 * most `policy.attempts` times in all; the last conflict is thrown as it came (the error mapping
 * answers it 503 with `Retry-After`). Any other error is thrown at once.
 */
export async function retryingConflicts<T>(
  transaction: () => Promise<T>,
  policy: ConflictRetryPolicy = CONFLICT_RETRY_POLICY,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= policy.attempts || !isRetryableConflict(error)) throw error;
      await policy.pause(conflictRetryDelayMs(attempt, policy));
    }
  }
}

/**
 * Makes every top-level `db.transaction(work)` of this handle retry a conflict: the one place all
 * of the server's transactions go through, so none needs to know. A transaction's `work` may
 * therefore run more than once, and keeps to the database: a partner call (the payment gateway's
 * charge, a refund) is made before the transaction or after it, never inside (ADR 101). A nested
 * `tx.transaction` (a savepoint) is not retried on its own: the whole transaction is.
 */
export function retryTransactionsOnConflict<Handle extends Db>(
  db: Handle,
  policy: ConflictRetryPolicy = CONFLICT_RETRY_POLICY,
): Handle {
  const runOnce = db.transaction.bind(db);
  const retried: Db['transaction'] = (work, config) =>
    retryingConflicts(() => runOnce(work, config), policy);
  Object.defineProperty(db, 'transaction', { value: retried, configurable: true, writable: true });
  return db;
}

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/client.ts';
import { AppError } from '../errors/app-error.ts';
import {
  MONEY_LOCK_LEASE_SECONDS,
  releaseMoneyLocks,
  renewMoneyLocks,
  takeMoneyLocks,
} from './money-lock-store.ts';
import { type MoneySubject, moneyLockOwner, moneySubjectKey } from './money-subjects.ts';

/** What a refused request is told to wait: a decision takes a gateway call, about a second. */
export const MONEY_DECISION_RETRY_AFTER_SECONDS = 1;

export type MoneyDecision = {
  /** Every subject the decision reads and then changes. */
  subjects: readonly MoneySubject[];
  /**
   * What names the request (`idempotentRequestName`), so its own retry after a crash takes its
   * locks over at once; a request without an idempotency key is named afresh each time.
   */
  requestName?: string | undefined;
  /** When the decision is made (the request's clock). */
  now: Date;
};

/** The name of a request made with an `Idempotency-Key`: its scope and key. */
export function idempotentRequestName(claim: { scope: string; key: string }): string {
  return `${claim.scope}\n${claim.key}`;
}

/**
 * Runs `work` — its checks, the gateway charge, the transaction that writes — while holding the
 * decision's subjects (ADR 021): a request for any of them meanwhile is refused at once with 409
 * PAYMENT_IN_PROGRESS (Retry-After), before it checks or charges anything; one that comes after
 * sees what `work` wrote. The checks must read inside `work`: what was read before the locks may
 * already be stale. The locks are renewed while `work` runs (by the time really elapsed since
 * `now`) and given back when it ends, however it ends.
 */
export async function withMoneyLocks<T>(
  db: Db,
  decision: MoneyDecision,
  work: () => Promise<T>,
): Promise<T> {
  const keys = [...new Set(decision.subjects.map(moneySubjectKey))].sort();
  if (keys.length === 0) return work();
  const owner = moneyLockOwner(decision.requestName ?? randomUUID());
  if (!(await takeMoneyLocks(db, keys, owner, decision.now))) {
    throw new AppError('PAYMENT_IN_PROGRESS', 'another money decision holds one of its subjects', {
      retryAfterSeconds: MONEY_DECISION_RETRY_AFTER_SECONDS,
    });
  }
  const startedAt = performance.now();
  const heartbeat = setInterval(
    () => {
      const now = new Date(decision.now.getTime() + (performance.now() - startedAt));
      // A renewal that fails is tried again on the next beat; the lease outlasts two misses.
      renewMoneyLocks(db, keys, owner, now).catch(() => {});
    },
    (MONEY_LOCK_LEASE_SECONDS * 1000) / 3,
  );
  heartbeat.unref();
  try {
    return await work();
  } finally {
    clearInterval(heartbeat);
    // A release that fails (the database gone) leaves the locks to lapse with their lease.
    await releaseMoneyLocks(db, keys, owner).catch(() => {});
  }
}

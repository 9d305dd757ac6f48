import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/client.ts';
import type { HeldWrites } from '../../db/held-writes.ts';
import { AppError } from '../errors/app-error.ts';
import {
  MONEY_LOCK_LEASE_SECONDS,
  moneyLocksRelease,
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

/**
 * The locks a decision holds, as its work sees them: the transaction that writes the decision may
 * give them back with its commit (one statement fewer than giving them back after it). A request
 * for one of them then waits for that commit and sees what it wrote; one before it is refused.
 */
export type HeldMoneyLocks = {
  /** Holds the release among the transaction's last writes (HeldWrites), on `tx`. */
  releaseWith(tx: Db, held: HeldWrites): void;
  /**
   * The transaction that held the release committed: nothing is left to give back. Call it only
   * for that transaction: the handle remembers that some transaction held the release, not which,
   * so one that held it and rolled back followed by another that commits without it would leave
   * the locks held until their lease runs out.
   */
  releasedByCommit(): void;
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
  work: (locks: HeldMoneyLocks) => Promise<T>,
): Promise<T> {
  const keys = [...new Set(decision.subjects.map(moneySubjectKey))].sort();
  if (keys.length === 0) return work({ releaseWith() {}, releasedByCommit() {} });
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
  // Set by a transaction that held the release: a rolled-back one (or its rerun) held it in vain.
  let releaseHeld = false;
  let released = false;
  const locks: HeldMoneyLocks = {
    releaseWith(tx, held) {
      held.hold(moneyLocksRelease(tx, keys, owner));
      releaseHeld = true;
    },
    releasedByCommit() {
      released = releaseHeld;
    },
  };
  try {
    return await work(locks);
  } finally {
    clearInterval(heartbeat);
    // A release that fails (the database gone) leaves the locks to lapse with their lease.
    if (!released) await releaseMoneyLocks(db, keys, owner).catch(() => {});
  }
}

import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.ts';
import { writeInOneStatement } from './writes-in-one-statement.ts';

/**
 * Writes of a transaction that read nothing its other writes write (a confirmation email's outbox
 * row, a request's idempotency answer), held so that they go out together as one statement
 * (writeInOneStatement) when the transaction has nothing else to write: one round trip instead of
 * one each (ADR 103). Whoever holds a write must send the held writes before the commit.
 */
export type HeldWrites = {
  hold(write: SQLWrapper): void;
  /** Sends every write held so far, in one statement; none held, nothing is sent. */
  send(tx: Db): Promise<void>;
};

export function heldWrites(): HeldWrites {
  let writes: SQLWrapper[] = [];
  return {
    hold(write) {
      writes.push(write);
    },
    async send(tx) {
      const sending = writes;
      writes = [];
      await writeInOneStatement(tx, sending);
    },
  };
}

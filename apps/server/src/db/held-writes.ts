import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.ts';
import { writeInOneStatement } from './writes-in-one-statement.ts';

/**
 * Writes of a transaction that read nothing its other writes write (a confirmation email's outbox
 * row, a request's idempotency answer, a new subscription and today's invoice), held so that they
 * go out together as one statement (writeInOneStatement) when the transaction has nothing else to
 * write: one round trip instead of one each (ADR 103, 116). Whoever holds a write must send the
 * held writes before the commit, and before any statement of the transaction that reads the rows
 * they write or names them by a foreign key (such a statement would not see them yet).
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

/**
 * Writes that go out together: held in `held` when there is one (sent with the transaction's last
 * statement), otherwise sent now as one statement.
 */
export async function writeOrHold(
  tx: Db,
  writes: readonly (SQLWrapper | undefined)[],
  held: HeldWrites | undefined,
): Promise<void> {
  if (!held) {
    await writeInOneStatement(tx, writes);
    return;
  }
  for (const write of writes) if (write) held.hold(write);
}

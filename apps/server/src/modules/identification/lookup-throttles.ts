import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { requireWithinLimit } from '../../platform/throttle/require-within-limit.ts';

/**
 * Budgets of the lookups that say whether a radio, a vehicle or an email is known, counted in the
 * database so every instance agrees (ARCHITECTURE §8). Per client address, the identity
 * capability's lookup budget (IDENTITY_LOOKUPS_PER_IP_PER_MINUTE, default 30); per looked-up
 * subject (a radio id, a VIN, a plate, an email), a fixed hourly budget, so one radio cannot be
 * probed from many addresses either. Subjects are kept as SHA-256, never as typed.
 */
export const LOOKUPS_PER_SUBJECT_PER_HOUR = 10;

export type LookupBudget = {
  db: Db;
  now: Date;
  perAddressPerMinute: number;
  /** LOOKUPS_PER_SUBJECT_PER_HOUR unless the lookup is one customers repeat as they go. */
  perSubjectPerHour?: number;
};

const hashed = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Counts one lookup of `subject` by `clientAddress` under `bucket`; 429 RATE_LIMIT_EXCEEDED (with
 * Retry-After) once either budget is spent. Without a subject only the address is counted.
 */
export async function limitLookup(
  budget: LookupBudget,
  bucket: string,
  clientAddress: string,
  subject: string | undefined,
): Promise<void> {
  await requireWithinLimit(
    budget.db,
    {
      bucket: `${bucket}-by-address`,
      key: clientAddress,
      limit: budget.perAddressPerMinute,
      windowSeconds: 60,
    },
    budget.now,
  );
  if (subject === undefined || subject === '') return;
  await requireWithinLimit(
    budget.db,
    {
      bucket: `${bucket}-by-subject`,
      key: hashed(subject),
      limit: budget.perSubjectPerHour ?? LOOKUPS_PER_SUBJECT_PER_HOUR,
      windowSeconds: 3600,
    },
    budget.now,
  );
}

import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  type HumanCheckDemand,
  requireHumanCheckIfSpent,
} from '../../platform/throttle/human-check-beyond-limit.ts';
import { countRequestsBehind } from '../../platform/throttle/rate-limit-counter.ts';
import { refuseBeyondLimit } from '../../platform/throttle/require-within-limit.ts';

/**
 * Budgets of the lookups that say whether a radio, a vehicle or an email is known, counted in the
 * database so every instance agrees (ARCHITECTURE §8). Per client address, the identity
 * capability's lookup budget (IDENTITY_LOOKUPS_PER_IP_PER_MINUTE, default 30): a hard limit, 429.
 * Per looked-up subject (a radio id, a VIN, a plate, an email), a fixed hourly budget, so one
 * radio cannot be probed from many addresses either; subjects are kept as SHA-256, never as typed.
 *
 * A spent subject budget must not lock the subject's owner out (anyone can spend it from
 * anywhere), so where the lookup can carry a solved human check (`humanCheck`), it asks for one
 * instead of refusing: each further lookup of that subject within the hour needs a proof.
 */
export const LOOKUPS_PER_SUBJECT_PER_HOUR = 10;

export type LookupBudget = {
  db: Db;
  now: Date;
  perAddressPerMinute: number;
  /** LOOKUPS_PER_SUBJECT_PER_HOUR unless the lookup is one customers repeat as they go. */
  perSubjectPerHour?: number;
  /**
   * Lookups one address may make in an hour before each further one needs a human check (only
   * with `humanCheck`): for forms a person fills once or twice, where a script fills hundreds.
   */
  perAddressPerHourBeforeCheck?: number;
  /** The request's proof: a spent subject budget asks for it instead of answering 429. */
  humanCheck?: HumanCheckDemand;
};

const hashed = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Counts one lookup of `subject` by `clientAddress` under `bucket`. The address's budget spent:
 * 429 RATE_LIMIT_EXCEEDED with Retry-After. The subject's (or the address's hourly one) spent:
 * CAPTCHA_REQUIRED unless the request carries a good proof (with `humanCheck`), else 429 too.
 * Without a subject only the address is counted.
 */
export async function limitLookup(
  budget: LookupBudget,
  bucket: string,
  clientAddress: string,
  subject: string | undefined,
): Promise<void> {
  const byAddress = {
    bucket: `${bucket}-by-address`,
    key: clientAddress,
    limit: budget.perAddressPerMinute,
    windowSeconds: 60,
  };
  const hourly = [
    ...(subject
      ? [
          {
            bucket: `${bucket}-by-subject`,
            key: hashed(subject),
            limit: budget.perSubjectPerHour ?? LOOKUPS_PER_SUBJECT_PER_HOUR,
            windowSeconds: 3600,
          },
        ]
      : []),
    ...(budget.humanCheck && budget.perAddressPerHourBeforeCheck !== undefined
      ? [
          {
            bucket: `${bucket}-by-address-hourly`,
            key: clientAddress,
            limit: budget.perAddressPerHourBeforeCheck,
            windowSeconds: 3600,
          },
        ]
      : []),
  ];
  // One statement counts them all; the hourly budgets only when the address's lets it by.
  const counted = await countRequestsBehind(budget.db, byAddress, hourly, budget.now);
  refuseBeyondLimit(byAddress, counted.gate);
  if (budget.humanCheck) {
    await requireHumanCheckIfSpent(budget.db, counted.behind, budget.now, budget.humanCheck);
    return;
  }
  hourly.forEach((rule, index) => {
    const outcome = counted.behind[index];
    if (outcome) refuseBeyondLimit(rule, outcome);
  });
}

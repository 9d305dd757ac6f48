import { termOfPhaseAt } from '@orbit/domain';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import { instantsIn } from '../../platform/instants-in.ts';
import type { AccountRecords } from './account-records.ts';
import { nextTermBoundary } from './subscription-terms.ts';

const DAY_MS = 86_400_000;

/** The next UTC midnight after `now`: days to a date, a card's month, a bill's lateness turn there. */
function nextUtcMidnight(now: Date): number {
  return (Math.floor(now.getTime() / DAY_MS) + 1) * DAY_MS;
}

/**
 * The first instant after `now` at which the account's view, worked out at `now` from this row
 * and these records, may read otherwise. The view reads the moment only by comparing it with
 * these: an instant of the records (a phase starting or ending, a cancellation taking effect, a
 * bill falling due; `startsAt <= now`, `endsAt > now`), a term boundary counted from a phase's
 * start (the renewal date and quote, the paid period a plan move needs), and the UTC date (days
 * to a payment or a card's last day, a card's month, an overdue bill). Before the earliest of
 * them that is still to come, every comparison comes out as it did at `now`.
 */
export function nextMomentOfAccountView(
  account: SubscriberAccountRow,
  records: AccountRecords,
  now: Date,
): number {
  const at = now.getTime();
  let next = nextUtcMidnight(now);
  const consider = (instant: number) => {
    if (instant > at && instant < next) next = instant;
  };
  for (const instant of instantsIn(account)) consider(instant);
  for (const instant of instantsIn(records)) consider(instant);
  for (const subscription of records.subscriptions) {
    for (const phase of subscription.phases) {
      consider(nextTermBoundary(phase, now).getTime());
      consider(termOfPhaseAt(phase, now).end.getTime());
    }
  }
  return next;
}

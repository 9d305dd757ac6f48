import type { CareAccount } from '@orbit/domain';
import { deepFrozen } from '../../db/kept-at-records-version.ts';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import type { AccountRecords } from './account-records.ts';
import { nextMomentOfAccountView } from './account-view-moment.ts';

type Via = CareAccount['access'];
type KeptView = { view: CareAccount; from: number; until: number };

/**
 * The account views worked out from each kept records (ADR 102), by who asks (owner or
 * identified): records are kept at their version (ADR 095), so a view of them holds while that
 * version does and until its next moment (`nextMomentOfAccountView`); a write makes new records,
 * and with them new views. Held by the records, the views go when the records are dropped.
 */
const viewsByRecords = new WeakMap<AccountRecords, Map<Via, KeptView>>();

/**
 * The view of `records` for `via` at `now`: the kept one while `now` is within the span it holds
 * for, else the one `workOut` makes, kept in its place. The view is frozen: every later read
 * answers the same object.
 */
export async function keptAccountViewOf(
  account: SubscriberAccountRow,
  records: AccountRecords,
  via: Via,
  now: Date,
  workOut: () => Promise<CareAccount>,
): Promise<CareAccount> {
  const at = now.getTime();
  let views = viewsByRecords.get(records);
  const kept = views?.get(via);
  if (kept && kept.from <= at && at < kept.until) return kept.view;
  const view = deepFrozen(await workOut());
  if (!views) {
    views = new Map();
    viewsByRecords.set(records, views);
  }
  views.set(via, { view, from: at, until: nextMomentOfAccountView(account, records, now) });
  return view;
}

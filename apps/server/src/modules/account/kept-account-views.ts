import type { CareAccount } from '@orbit/domain';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import type { WrittenCareAnswer } from '../../platform/http/written-care-answer.ts';
import type { AccountRecords } from './account-records.ts';
import { nextMomentOfAccountView } from './account-view-moment.ts';

type Via = CareAccount['access'];
type AccountAnswer = WrittenCareAnswer<CareAccount>;
type KeptAnswer = { answer: AccountAnswer; from: number; until: number };

/**
 * The account views worked out from each kept records (ADR 102), by who asks (owner or
 * identified), kept as their written answers (ADR 105): records are kept at their version (ADR
 * 095), so a view of them holds while that version does and until its next moment
 * (`nextMomentOfAccountView`); a write makes new records, and with them new views. Held by the
 * records, the answers go when the records are dropped.
 */
const answersByRecords = new WeakMap<AccountRecords, Map<Via, KeptAnswer>>();

/**
 * The written answer of the view of `records` for `via` at `now`: the kept one while `now` is
 * within the span it holds for, else the view `workOut` makes, as `write` writes it, kept in its
 * place. Every read in the span answers the same bytes.
 */
export async function keptAccountAnswerOf(
  account: SubscriberAccountRow,
  records: AccountRecords,
  via: Via,
  now: Date,
  workOut: () => Promise<CareAccount>,
  write: (view: CareAccount) => AccountAnswer,
): Promise<AccountAnswer> {
  const at = now.getTime();
  let answers = answersByRecords.get(records);
  const kept = answers?.get(via);
  if (kept && kept.from <= at && at < kept.until) return kept.answer;
  const answer = write(await workOut());
  if (!answers) {
    answers = new Map();
    answersByRecords.set(records, answers);
  }
  answers.set(via, { answer, from: at, until: nextMomentOfAccountView(account, records, now) });
  return answer;
}

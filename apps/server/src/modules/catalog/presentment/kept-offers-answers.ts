import type { CareOffersResult } from '@orbit/domain';
import type { WrittenCareAnswer } from '../../../platform/http/index.ts';
import type { SelectionRows } from './market-selections.ts';
import { nextMomentOfOffers } from './offers-moment.ts';

type OffersAnswer = WrittenCareAnswer<CareOffersResult>;
type KeptAnswer = { answer: OffersAnswer; from: number; until: number };

/**
 * The visitors' offers answers written from each kept market selection (ADR 108), by what else
 * the answer depends on (`askedAs`: the locale, whether a program code is named, the card
 * partner, the student page, the fallback asked for). Held by the selection's rows, the answers go
 * when the rows are read again or dropped (market-selections.ts), so a change to the catalog is
 * answered as soon as it is today; each holds from the moment it was written until its next
 * moment (`nextMomentOfOffers`), so no offer is shown past its sale's end.
 */
const answersByRows = new WeakMap<SelectionRows, Map<string, KeptAnswer>>();

/**
 * The written offers answer of `rows` for a request `askedAs` at `now`: the kept one while `now`
 * is within the span it holds for, else the offers `present` makes, as `write` writes them, kept
 * in its place. Every read in the span answers the same bytes.
 */
export async function keptOffersAnswerOf(
  rows: SelectionRows,
  askedAs: string,
  now: Date,
  present: () => Promise<CareOffersResult>,
  write: (offers: CareOffersResult) => OffersAnswer,
): Promise<OffersAnswer> {
  const at = now.getTime();
  let answers = answersByRows.get(rows);
  const kept = answers?.get(askedAs);
  if (kept && kept.from <= at && at < kept.until) return kept.answer;
  const answer = write(await present());
  if (!answers) {
    answers = new Map();
    answersByRows.set(rows, answers);
  }
  answers.set(askedAs, { answer, from: at, until: nextMomentOfOffers(rows, now) });
  return answer;
}

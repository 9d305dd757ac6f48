import { instantsIn } from '../../../platform/instants-in.ts';
import type { SelectionRows } from './market-selections.ts';

/**
 * The first instant after `now` at which the offers presented from these rows at `now` may read
 * otherwise (ADR 108), `Infinity` when none is to come. The presentment reads the moment only by
 * comparing it with instants of the rows: an offer's sale opening or ending (`availableFrom`,
 * `availableUntil`, its own, its fallbacks'), a program code's dates (`startsAt`, `endsAt`).
 * Before the earliest of them still to come, every comparison comes out as it did at `now`.
 */
export function nextMomentOfOffers(rows: SelectionRows, now: Date): number {
  const at = now.getTime();
  let next = Number.POSITIVE_INFINITY;
  for (const instant of instantsIn(rows)) {
    if (instant > at && instant < next) next = instant;
  }
  return next;
}

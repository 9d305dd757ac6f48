import {
  addMonths,
  type Country,
  type Locale,
  type OfferPhase,
  TRIAL_PROGRAMS,
  type TrialProgram,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { VehicleTrialRow } from '../../../db/schema/index.ts';
import { findOfferByPlanCode, type OfferWithPackage } from '../../catalog/index.ts';
import { packageNameOf } from '../../checkout/index.ts';

/**
 * What a trial offer gives, read from the catalog: its plan's free phase (the only phase a claim
 * writes: what follows is chosen later), the package, the market, and its dates.
 */
export type TrialTerms = {
  offer: OfferWithPackage;
  freePhase: OfferPhase;
  months: number;
  program: TrialProgram;
  country: Country;
  /** A trial running since the car's sale keeps its start; otherwise it starts when claimed. */
  startsAt: (now: Date) => Date;
  endsAt: (now: Date) => Date;
};

function programOf(row: VehicleTrialRow): TrialProgram {
  const program = TRIAL_PROGRAMS.find((known) => known === row.program);
  if (!program) throw new Error(`vehicle trial ${row.id} has unknown program ${row.program}`);
  return program;
}

/** The terms of a radio's trial offer; a plan missing from the catalog is a data fault. */
export async function trialTermsOf(db: Db, row: VehicleTrialRow): Promise<TrialTerms> {
  const offer = await findOfferByPlanCode(db, row.planCode);
  if (!offer)
    throw new Error(`vehicle trial ${row.id} names plan ${row.planCode}, not in the catalog`);
  const freePhase = offer.phases.find((phase) => phase.type === 'Free');
  if (freePhase?.duration.kind !== 'finite') {
    throw new Error(`trial plan ${row.planCode} has no free phase of a set length`);
  }
  const months = freePhase.duration.months;
  const startsAt = (now: Date) => row.startedAt ?? now;
  return {
    offer,
    freePhase,
    months,
    program: programOf(row),
    country: offer.country === 'ca' ? 'ca' : 'us',
    startsAt,
    endsAt: (now) => addMonths(startsAt(now), months),
  };
}

export function trialPackageName(terms: TrialTerms, locale: Locale): string {
  return packageNameOf(terms.offer, locale);
}

/** `YYYY-MM-DD` of an instant (UTC, as the trial dates are kept). */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

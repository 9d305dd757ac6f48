import { offerPhaseSchema, TRIAL_PLAN_CODES, USED_CAR_PROGRAM_CODES } from '@orbit/domain';
import { z } from 'zod';
import { catalogOffers, programCodes } from '../schema/index.ts';
import { CATALOG_OPENS, type OfferRow, offerOf } from './catalog-offer-builder.ts';
import { freeMonths as free, fullPrice } from './catalog-phases.ts';
import type { SeedPart } from './seed-part.ts';

const usSatellite = { country: 'us', currency: 'USD', serviceType: 'satellite' } as const;
const caSatellite = { country: 'ca', currency: 'CAD', serviceType: 'satellite' } as const;

/**
 * The plans trials are claimed on (flows §3), by the program that hands them out. Each is a free
 * phase then the package's full price: a claim without a card writes the free phase only (what
 * follows is chosen later), the RTP trial is bought with a card and keeps both. The codes are the
 * domain's (the offers and purchases of the used-car flows name them too).
 */
export { TRIAL_PLAN_CODES, USED_CAR_PROGRAM_CODES };

const US_TRIAL_OFFERS: readonly OfferRow[] = [
  // US_SAT_AA_TRIAL_12MO (the OEM trial) is in the main catalog already.
  offerOf(usSatellite, {
    planCode: TRIAL_PLAN_CODES.us.RTP,
    packageId: 'SXM_ALL_ACCESS',
    name: 'All Access — 3-month used-car trial',
    phases: [free(3, 'USD'), fullPrice(2299, 'USD')],
    newSubscribersOnly: true,
    sortOrder: 400,
  }),
  offerOf(usSatellite, {
    planCode: TRIAL_PLAN_CODES.us.SLTC_SERVICE_LANE,
    packageId: 'SXM_ALL_ACCESS',
    name: 'All Access — 3-month trial from your dealer’s service department',
    phases: [free(3, 'USD'), fullPrice(2299, 'USD')],
    sortOrder: 410,
  }),
  offerOf(usSatellite, {
    planCode: TRIAL_PLAN_CODES.us.SLTC_USED_CAR,
    packageId: 'SXM_ALL_ACCESS',
    name: 'All Access — 3-month trial with your pre-owned vehicle',
    phases: [free(3, 'USD'), fullPrice(2299, 'USD')],
    sortOrder: 420,
  }),
  offerOf(usSatellite, {
    planCode: TRIAL_PLAN_CODES.us.AST,
    packageId: 'SXM_MUSIC_SHOWCASE',
    name: 'Music Showcase — 3-month trial',
    phases: [free(3, 'USD'), fullPrice(1099, 'USD')],
    sortOrder: 430,
  }),
];

const CA_TRIAL_OFFERS: readonly OfferRow[] = [
  offerOf(caSatellite, {
    planCode: TRIAL_PLAN_CODES.ca.OEM,
    packageId: 'SXM_ALL_ACCESS',
    name: 'All Access — 6-month trial with a new vehicle',
    phases: [free(6, 'CAD'), fullPrice(2499, 'CAD')],
    newSubscribersOnly: true,
    fallbackPlanCode: 'CA_SAT_AA_MO',
    sortOrder: 400,
  }),
  offerOf(caSatellite, {
    planCode: TRIAL_PLAN_CODES.ca.RTP,
    packageId: 'SXM_ALL_ACCESS',
    name: 'All Access — 3-month used-car trial',
    phases: [free(3, 'CAD'), fullPrice(2499, 'CAD')],
    newSubscribersOnly: true,
    sortOrder: 410,
  }),
  offerOf(caSatellite, {
    planCode: TRIAL_PLAN_CODES.ca.SLTC_SERVICE_LANE,
    packageId: 'SXM_ALL_ACCESS',
    name: 'All Access — 3-month trial from your dealer’s service department',
    phases: [free(3, 'CAD'), fullPrice(2499, 'CAD')],
    sortOrder: 420,
  }),
  offerOf(caSatellite, {
    planCode: TRIAL_PLAN_CODES.ca.SLTC_USED_CAR,
    packageId: 'SXM_ALL_ACCESS',
    name: 'All Access — 3-month trial with your pre-owned vehicle',
    phases: [free(3, 'CAD'), fullPrice(2499, 'CAD')],
    sortOrder: 430,
  }),
  offerOf(caSatellite, {
    planCode: TRIAL_PLAN_CODES.ca.AST,
    packageId: 'SXM_MUSIC_SHOWCASE',
    name: 'Music Showcase — 3-month trial',
    phases: [free(3, 'CAD'), fullPrice(1199, 'CAD')],
    sortOrder: 440,
  }),
];

export const TRIAL_OFFERS: readonly OfferRow[] = [...US_TRIAL_OFFERS, ...CA_TRIAL_OFFERS];

/**
 * The catalog's trial plans (flows §3) and the used-car program codes, a part of its own so that a
 * demo database seeded before trials existed gets them too.
 */
export const demoTrialCatalog: SeedPart = {
  name: 'trial-catalog',
  async run(tx) {
    for (const offer of TRIAL_OFFERS) z.array(offerPhaseSchema).min(1).parse(offer.phases);
    await tx.insert(catalogOffers).values([...TRIAL_OFFERS]);
    await tx.insert(programCodes).values(
      (['us', 'ca'] as const).map((country) => ({
        code: USED_CAR_PROGRAM_CODES[country],
        country,
        serviceType: 'satellite',
        planCodes: [TRIAL_PLAN_CODES[country].RTP],
        partner: null,
        startsAt: CATALOG_OPENS,
        endsAt: null,
      })),
    );
    return `${TRIAL_OFFERS.length} trial offers, used-car program codes ${Object.values(USED_CAR_PROGRAM_CODES).join(', ')}`;
  },
};

import { offerPhaseSchema } from '@orbit/domain';
import { z } from 'zod';
import { RENEWAL_CAMPAIGN_ID } from '../../modules/catalog/index.ts';
import {
  catalogGenres,
  catalogOffers,
  catalogPackages,
  programCodes,
  type RenewalChoiceRow,
  renewalCodes,
} from '../schema/index.ts';
import { CATALOG_OPENS, type OfferRow, offerOf } from './catalog-offer-builder.ts';
import { fullPrice, promoMonthly } from './catalog-phases.ts';
import type { SeedPart } from './seed-part.ts';

const usSatellite = { country: 'us', currency: 'USD', serviceType: 'satellite' } as const;
const caSatellite = { country: 'ca', currency: 'CAD', serviceType: 'satellite' } as const;

/** The Choice tier: music channels of one genre the customer picks (flows §4.1). */
const MUSIC_CHOICE_PACKAGE = {
  id: 'SXM_MUSIC_CHOICE',
  serviceType: 'satellite',
  category: 'entertainment',
  names: { 'en-US': 'Music Choice', 'en-CA': 'Music Choice', 'fr-CA': 'Choix musical' },
  includesRadio: true,
  streamingAvailable: false,
  isDeviceLess: false,
  royaltyFeeApplies: true,
  sortOrder: 25,
} as const;

/**
 * The renewal promos ("3 more months at $5/month", sold only through a renewal campaign: not
 * organic, not for new subscribers only) and the Choice tier's full-price plans.
 */
export const RENEWAL_OFFERS: readonly OfferRow[] = [
  offerOf(usSatellite, {
    planCode: 'US_SAT_RTC_3MO5_MO',
    packageId: 'SXM_ALL_ACCESS',
    name: 'Renewal — 3 more months at $5/month',
    phases: [promoMonthly(3, 500, 'USD'), fullPrice(2299, 'USD')],
    campaignId: RENEWAL_CAMPAIGN_ID.us,
    sortOrder: 400,
  }),
  offerOf(usSatellite, {
    planCode: 'US_SAT_CHOICE_MO',
    packageId: MUSIC_CHOICE_PACKAGE.id,
    name: 'Music Choice — Monthly',
    phases: [fullPrice(899, 'USD')],
    campaignId: RENEWAL_CAMPAIGN_ID.us,
    sortOrder: 410,
  }),
  offerOf(caSatellite, {
    planCode: 'CA_SAT_RTC_3MO5_MO',
    packageId: 'SXM_ALL_ACCESS',
    name: 'Renewal — 3 more months at $5/month',
    phases: [promoMonthly(3, 500, 'CAD'), fullPrice(2499, 'CAD')],
    campaignId: RENEWAL_CAMPAIGN_ID.ca,
    sortOrder: 400,
  }),
  offerOf(caSatellite, {
    planCode: 'CA_SAT_CHOICE_MO',
    packageId: MUSIC_CHOICE_PACKAGE.id,
    name: 'Music Choice — Monthly',
    phases: [fullPrice(999, 'CAD')],
    campaignId: RENEWAL_CAMPAIGN_ID.ca,
    sortOrder: 410,
  }),
];

/** The genres of the Choice tier, in each language. */
export const DEMO_GENRES = [
  { id: 'COUNTRY', names: { 'en-US': 'Country', 'en-CA': 'Country', 'fr-CA': 'Country' } },
  { id: 'ROCK', names: { 'en-US': 'Rock', 'en-CA': 'Rock', 'fr-CA': 'Rock' } },
  { id: 'POP', names: { 'en-US': 'Pop', 'en-CA': 'Pop', 'fr-CA': 'Pop' } },
  { id: 'HIPHOP', names: { 'en-US': 'Hip-Hop', 'en-CA': 'Hip-Hop', 'fr-CA': 'Hip-hop' } },
  {
    id: 'JAZZ',
    names: { 'en-US': 'Jazz & Blues', 'en-CA': 'Jazz & Blues', 'fr-CA': 'Jazz et blues' },
  },
  {
    id: 'CLASSICAL',
    names: { 'en-US': 'Classical', 'en-CA': 'Classical', 'fr-CA': 'Musique classique' },
  },
].map((genre, index) => ({ ...genre, sortOrder: (index + 1) * 10 }));

const GENRE_IDS = DEMO_GENRES.map((genre) => genre.id);

const choicesOf = (country: 'US' | 'CA'): RenewalChoiceRow[] => [
  // Genre channels are not carried on marine and aviation radios.
  { planCode: `${country}_SAT_CHOICE_MO`, genreIds: GENRE_IDS, radioTypes: ['car', 'radio'] },
  { planCode: `${country}_SAT_MS_MO`, genreIds: [], radioTypes: null },
  { planCode: `${country}_SAT_AA_MO`, genreIds: [], radioTypes: null },
];

/** The program codes a renewal campaign's link carries: each opens its renewal promo. */
export const RENEWAL_PROGRAM_CODES = [
  { code: '3FOR2AATXRTC', country: 'us', planCode: 'US_SAT_RTC_3MO5_MO' },
  { code: 'CA3FOR2AARTC', country: 'ca', planCode: 'CA_SAT_RTC_3MO5_MO' },
] as const;

const US_CHOICE = {
  code: 'CHOICE',
  country: 'us',
  programCode: '3FOR2AATXRTC',
  planCode: 'US_SAT_RTC_3MO5_MO',
  choices: choicesOf('US'),
  defaultIndex: 2,
  startsAt: CATALOG_OPENS,
  endsAt: null,
};

/**
 * CHOICE (US) and CACHOICE (Canada): Music Choice (needs a genre), Music Showcase, All Access,
 * All Access preselected. CHOICE2025 ended (OFFER_EXPIRED).
 */
export const DEMO_RENEWAL_CODES: readonly (typeof renewalCodes.$inferInsert)[] = [
  US_CHOICE,
  {
    ...US_CHOICE,
    code: 'CACHOICE',
    country: 'ca',
    programCode: 'CA3FOR2AARTC',
    planCode: 'CA_SAT_RTC_3MO5_MO',
    choices: choicesOf('CA'),
  },
  { ...US_CHOICE, code: 'CHOICE2025', endsAt: new Date('2025-12-31T00:00:00Z') },
];

/** Roll-to-choice renewal's catalog (docs/demo-data.md): the Choice tier, genres, promos, codes. */
export const demoRenewalCatalog: SeedPart = {
  name: 'renewal-catalog',
  async run(tx) {
    for (const offer of RENEWAL_OFFERS) z.array(offerPhaseSchema).min(1).parse(offer.phases);
    await tx.insert(catalogPackages).values(MUSIC_CHOICE_PACKAGE);
    await tx.insert(catalogOffers).values([...RENEWAL_OFFERS]);
    await tx.insert(programCodes).values(
      RENEWAL_PROGRAM_CODES.map((program) => ({
        code: program.code,
        country: program.country,
        serviceType: 'satellite',
        planCodes: [program.planCode],
        partner: null,
        startsAt: CATALOG_OPENS,
        endsAt: null,
      })),
    );
    await tx.insert(catalogGenres).values(DEMO_GENRES);
    await tx.insert(renewalCodes).values([...DEMO_RENEWAL_CODES]);
    return (
      `${RENEWAL_OFFERS.length} renewal offers, ${DEMO_GENRES.length} genres, renewal codes ` +
      DEMO_RENEWAL_CODES.map((renewal) => renewal.code).join(', ')
    );
  },
};

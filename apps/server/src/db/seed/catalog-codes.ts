import type { programCodes, promoCodeRedemptions, promoCodes } from '../schema/index.ts';
import { CATALOG_OPENS } from './catalog-offer-builder.ts';

type ProgramCodeRow = typeof programCodes.$inferInsert;
type PromoCodeRow = typeof promoCodes.$inferInsert;
type RedemptionRow = typeof promoCodeRedemptions.$inferInsert;

const program = (
  code: string,
  country: 'us' | 'ca',
  planCodes: string[],
  extra: Partial<ProgramCodeRow> = {},
): ProgramCodeRow => ({
  code,
  country,
  serviceType: 'streaming',
  planCodes,
  partner: null,
  startsAt: CATALOG_OPENS,
  endsAt: null,
  ...extra,
});

/**
 * Every program code of the streaming organic allow-list (flows §2.1 step 3) and the card-issuer
 * partner's, each opening the offer its name describes. USTPSRTP3MOFREEROKT opens an offer whose
 * sale ended (the answer is its fallback, reason EXPIRED); USTPSRTP3MO99AFF itself ended. Two
 * satellite codes show the Monthly-only rule: USSATAA6MO5 opens a Monthly and an Annual offer
 * (only the Monthly one is presented), USSATAAYR the Annual one alone (presented). VEGA is the
 * code the web app's Vega checkout (`…/satellite/vega`) always sells: the Platinum VIP bundle.
 * USSATUPGAA and CASATUPGAA are the package upgrade links' All Access offers; USSATUPGAAOLD a
 * campaign that ended (the upgrade page's expired branch).
 */
export const DEMO_PROGRAM_CODES: readonly ProgramCodeRow[] = [
  program('USTPSRTP3MOFREE', 'us', ['US_STREAM_PLAT_3MOFREE_MO']),
  program('USTPSRTP3MOFREEROKT', 'us', ['US_STREAM_PLAT_3MOFREE_ROKT_MO']),
  program('USTPSRTP3MO99', 'us', ['US_STREAM_PLAT_3MO99_MO']),
  program('USTPSRTP3MO99FL', 'us', ['US_STREAM_PLAT_3MO99_MO']),
  program('USTPSRTP3MO99AFF', 'us', ['US_STREAM_PLAT_3MO99_MO'], {
    endsAt: new Date('2025-07-01T00:00:00Z'),
  }),
  program('MS1MORETAIL', 'us', ['US_STREAM_ESS_1MOFREE_MO']),
  program('USTMSRTP3MOFREE', 'us', ['US_STREAM_ESS_3MOFREE_MO']),
  program('USTMSRTP3MO1', 'us', ['US_STREAM_ESS_3MO1_MO']),
  program('USTMSRTP4MOFREE', 'us', ['US_STREAM_ESS_4MOFREE_MO']),
  program('USTMSRTP4MO1', 'us', ['US_STREAM_ESS_4MO1_MO']),
  program('MS3MOFREE', 'us', ['US_STREAM_ESS_3MOFREE_MO', 'US_STREAM_PLAT_3MOFREE_MO']),
  program('CAMS1MORETAIL', 'ca', ['CA_STREAM_ESS_1MOFREE_MO']),
  program('CADISTRPLRTP3FOR1', 'ca', ['CA_STREAM_PLAT_3MO1_MO']),
  program('CATMSRTP3MOFREE', 'ca', ['CA_STREAM_ESS_3MOFREE_MO']),
  // The streaming roll-to-drop trial (flows §3.6, ADR 057): the trial, then the paid plan that
  // may follow it.
  program('USSTREAMRTD3MOFREE', 'us', ['US_STREAM_ESS_RTD_3MOFREE', 'US_STREAM_ESS_MO']),
  program('CASTREAMRTD3MOFREE', 'ca', ['CA_STREAM_ESS_RTD_3MOFREE', 'CA_STREAM_ESS_MO']),
  program('AMEXPSRTP6MOFREE', 'us', ['US_STREAM_PLAT_6MOFREE_MO'], { partner: 'AMEX' }),
  program('USSATAA6MO5', 'us', ['US_SAT_AA_6MO5_MO', 'US_SAT_AA_YR'], { serviceType: 'satellite' }),
  program('USSATAAYR', 'us', ['US_SAT_AA_YR'], { serviceType: 'satellite' }),
  program('VEGA', 'us', ['US_SAT_PLATVIP_VEGA_MO'], { serviceType: 'satellite' }),
  // The package upgrade links' offers (flows §4.4, ADR 041); the OLD one's campaign ended.
  program('USSATUPGAA', 'us', ['US_SAT_AA_MO'], { serviceType: 'satellite' }),
  program('CASATUPGAA', 'ca', ['CA_SAT_AA_MO'], { serviceType: 'satellite' }),
  program('USSATUPGAAOLD', 'us', ['US_SAT_AA_MO'], {
    serviceType: 'satellite',
    endsAt: new Date('2026-01-01T00:00:00Z'),
  }),
  // The Platinum VIP links' codes (flows §4.5, ADR 044): the VIP plan of each market.
  program('USPVIP', 'us', ['US_SAT_PLATVIP_MO'], { serviceType: 'satellite' }),
  program('CAPVIP', 'ca', ['CA_SAT_PLATVIP_MO'], { serviceType: 'satellite' }),
  // The student pages' codes (flows §6): the student plans, sold only with a verification.
  program('USSTUDENT', 'us', ['US_STREAM_STUDENT_1MOFREE_MO', 'US_STREAM_STUDENT_MO']),
  program('CASTUDENT', 'ca', ['CA_STREAM_STUDENT_1MOFREE_MO', 'CA_STREAM_STUDENT_MO']),
];

const promo = (
  code: string,
  planCode: string,
  extra: Partial<PromoCodeRow> = {},
): PromoCodeRow => ({
  code,
  planCode,
  country: 'us',
  serviceType: 'streaming',
  status: 'valid',
  singleUse: false,
  startsAt: CATALOG_OPENS,
  endsAt: new Date('2028-01-01T00:00:00Z'),
  ...extra,
});

/** One promo code per status (docs/demo-data.md and docs/catalog.md list them). */
export const DEMO_PROMO_CODES: readonly PromoCodeRow[] = [
  promo('STREAM3FREE', 'US_STREAM_ESS_3MOFREE_MO'),
  promo('SUMMER2024', 'US_STREAM_PLAT_3MO99_MO', {
    startsAt: new Date('2024-06-01T00:00:00Z'),
    endsAt: new Date('2024-09-03T00:00:00Z'),
  }),
  promo('WELCOMEONCE', 'US_STREAM_PLAT_3MOFREE_MO', { singleUse: true }),
  promo('SPRING2026', 'US_STREAM_PLAT_3MOFREE_MO', { status: 'Canceled' }),
  promo('RADIO6FOR5', 'US_SAT_AA_6MO5_MO', { serviceType: 'satellite' }),
  promo('BIENVENUE3', 'CA_STREAM_ESS_3MOFREE_MO', { country: 'ca' }),
];

/** WELCOMEONCE is single-use and was already used, so it answers Redeemed to everyone. */
export const DEMO_PROMO_REDEMPTIONS: readonly RedemptionRow[] = [
  {
    code: 'WELCOMEONCE',
    customerKey: 'first.listener@orbitradio.test',
    orderId: 'ord_seed_welcomeonce',
    redeemedAt: new Date('2026-01-10T15:00:00Z'),
  },
];

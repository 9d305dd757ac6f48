import { offerPhaseSchema } from '@orbit/domain';
import { z } from 'zod';
import { catalogOffers, programCodes, promoCodeRedemptions, promoCodes } from '../schema/index.ts';
import { CATALOG_OPENS, type OfferRow, offerOf } from './catalog-offer-builder.ts';
import { freeMonths as free, fullPrice, promoMonthly } from './catalog-phases.ts';
import type { SeedPart } from './seed-part.ts';
import { insertRadio, vin } from './trial-activation-radios.ts';

const usSatellite = { country: 'us', currency: 'USD', serviceType: 'satellite' } as const;
const caSatellite = { country: 'ca', currency: 'CAD', serviceType: 'satellite' } as const;

/**
 * The free plans zero-cost promo codes open (flows §4.3, ADR 042): a free phase and nothing to
 * pay today (no activation fee); the full price after it is what the package costs, and is only
 * charged once the customer chooses a plan with a card.
 */
const ZERO_COST_OFFERS: readonly OfferRow[] = [
  offerOf(usSatellite, {
    planCode: 'US_SAT_AA_PROMO_3MOFREE',
    packageId: 'SXM_ALL_ACCESS',
    name: 'All Access — 3 months free with your promo code',
    phases: [free(3, 'USD'), fullPrice(2299, 'USD')],
    newSubscribersOnly: true,
    sortOrder: 500,
  }),
  offerOf(caSatellite, {
    planCode: 'CA_SAT_AA_PROMO_3MOFREE',
    packageId: 'SXM_ALL_ACCESS',
    name: 'All Access — 3 months free with your promo code',
    phases: [free(3, 'CAD'), fullPrice(2499, 'CAD')],
    newSubscribersOnly: true,
    sortOrder: 500,
  }),
  // Pick-a-plan on the Canadian site offers Music Showcase beside All Access (flows §4.2).
  offerOf(caSatellite, {
    planCode: 'CA_SAT_MS_6MO5_MO',
    packageId: 'SXM_MUSIC_SHOWCASE',
    name: 'Music Showcase — 6 months at $5/month',
    phases: [promoMonthly(6, 500, 'CAD'), fullPrice(1199, 'CAD')],
    newSubscribersOnly: true,
    fallbackPlanCode: 'CA_SAT_MS_MO',
    sortOrder: 505,
  }),
];

/** docs/demo-data.md, "Promotion and pick-a-plan". */
export const PROMOTION_DEMO_CODES = {
  usGood: 'RADIOFREE3',
  caGood: 'RADIOGRATUIT3',
  redeemed: 'FREERADIOONCE',
  expired: 'RADIOFREE2025',
  /** Not a code at all: validate answers Invalid (NOT_FOUND). */
  invalid: 'NOSUCHRADIOCODE',
} as const;

/** Pick-a-plan's program codes: every plan of the landing at the same introductory price. */
export const PICK_A_PLAN_PROGRAM_CODES = { us: 'USSATPICK6MO5', ca: 'CASATPICK6MO5' } as const;

/** Never-activated radios (no account, no subscription) for the promotion, and their VINs. */
export const PROMOTION_DEMO_RADIOS = {
  us: ['ZC000101', 'ZC000102', 'ZC000103', 'ZC000104', 'ZC000105'],
  ca: ['ZC000201', 'ZC000202', 'ZC000203'],
} as const;

const promo = (code: string, planCode: string, extra: Partial<typeof promoCodes.$inferInsert>) => ({
  code,
  planCode,
  country: 'us',
  serviceType: 'satellite',
  status: 'valid',
  singleUse: false,
  startsAt: CATALOG_OPENS,
  endsAt: new Date('2028-01-01T00:00:00Z'),
  ...extra,
});

/**
 * The zero-cost promotion and pick-a-plan (flows §4.2, §4.3): the free plans and their codes
 * (good in each market, one redeemed, one expired), the pick-a-plan program codes, and new
 * radios to activate (an already active one is the subscriber accounts' `ORBA0003`).
 */
export const demoPromotionCatalog: SeedPart = {
  name: 'promotion-catalog',
  async run(tx, { now }) {
    for (const offer of ZERO_COST_OFFERS) z.array(offerPhaseSchema).min(1).parse(offer.phases);
    await tx.insert(catalogOffers).values([...ZERO_COST_OFFERS]);
    await tx.insert(promoCodes).values([
      promo(PROMOTION_DEMO_CODES.usGood, 'US_SAT_AA_PROMO_3MOFREE', {}),
      promo(PROMOTION_DEMO_CODES.caGood, 'CA_SAT_AA_PROMO_3MOFREE', { country: 'ca' }),
      promo(PROMOTION_DEMO_CODES.redeemed, 'US_SAT_AA_PROMO_3MOFREE', { singleUse: true }),
      promo(PROMOTION_DEMO_CODES.expired, 'US_SAT_AA_PROMO_3MOFREE', {
        endsAt: new Date('2026-01-01T00:00:00Z'),
      }),
    ]);
    await tx.insert(promoCodeRedemptions).values({
      code: PROMOTION_DEMO_CODES.redeemed,
      customerKey: 'first.listener@orbitradio.test',
      orderId: 'ord_seed_freeradioonce',
      redeemedAt: new Date('2026-02-01T15:00:00Z'),
    });
    await tx.insert(programCodes).values([
      {
        code: PICK_A_PLAN_PROGRAM_CODES.us,
        country: 'us',
        serviceType: 'satellite',
        planCodes: ['US_SAT_MS_6MO5_MO', 'US_SAT_AA_6MO5_MO'],
        partner: null,
        startsAt: CATALOG_OPENS,
        endsAt: null,
      },
      {
        code: PICK_A_PLAN_PROGRAM_CODES.ca,
        country: 'ca',
        serviceType: 'satellite',
        planCodes: ['CA_SAT_MS_6MO5_MO', 'CA_SAT_AA_6MO5_MO'],
        partner: null,
        startsAt: CATALOG_OPENS,
        endsAt: null,
      },
    ]);
    const radioIds = [...PROMOTION_DEMO_RADIOS.us, ...PROMOTION_DEMO_RADIOS.ca];
    for (const radioId of radioIds) {
      await insertRadio(
        tx,
        {
          radioId,
          make: 'Subaru',
          model: 'Outback',
          year: 2027,
          vin: vin(`4S4BTANCN31${radioId.slice(-5)}`),
          oemBranding: null,
        },
        now,
      );
    }
    return `${ZERO_COST_OFFERS.length} promotion offers, promo codes ${Object.values(PROMOTION_DEMO_CODES).slice(0, 4).join(', ')}, ${radioIds.length} new radios`;
  },
};

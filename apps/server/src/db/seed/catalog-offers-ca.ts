import { type OfferRow, offerOf } from './catalog-offer-builder.ts';
import { freeMonths as free, fullPrice, promoMonthly, promoPrepaid } from './catalog-phases.ts';

const streaming = { country: 'ca', currency: 'CAD', serviceType: 'streaming' } as const;
const satellite = { country: 'ca', currency: 'CAD', serviceType: 'satellite' } as const;
const CAD = 'CAD';

/** Canadian offers, in Canadian dollars; no activation fee and no music royalty fee in Canada. */
export const CA_OFFERS: readonly OfferRow[] = [
  offerOf(streaming, {
    planCode: 'CA_STREAM_ESS_3MOFREE_MO',
    packageId: 'SXM_STREAMING_ESSENTIAL',
    name: 'Streaming Essential — 3 months free',
    phases: [free(3, CAD), fullPrice(1099, CAD)],
    campaignId: 'ca_streaming_organic',
    organic: true,
    newSubscribersOnly: true,
    fallbackPlanCode: 'CA_STREAM_ESS_MO',
    sortOrder: 10,
  }),
  offerOf(streaming, {
    planCode: 'CA_STREAM_PLAT_MO',
    packageId: 'SXM_STREAMING_PLATINUM',
    name: 'Streaming Platinum — Monthly',
    phases: [fullPrice(1699, CAD)],
    campaignId: 'ca_streaming_organic',
    organic: true,
    sortOrder: 20,
  }),
  offerOf(streaming, {
    planCode: 'CA_STREAM_ESS_MO',
    packageId: 'SXM_STREAMING_ESSENTIAL',
    name: 'Streaming Essential — Monthly',
    phases: [fullPrice(1099, CAD)],
    campaignId: 'ca_streaming_organic',
    sortOrder: 30,
  }),
  offerOf(streaming, {
    planCode: 'CA_STREAM_ESS_1MOFREE_MO',
    packageId: 'SXM_STREAMING_ESSENTIAL',
    name: 'Streaming Essential — 1 month free',
    phases: [free(1, CAD), fullPrice(1099, CAD)],
    campaignId: 'ca_streaming_organic',
    newSubscribersOnly: true,
    fallbackPlanCode: 'CA_STREAM_ESS_MO',
    sortOrder: 40,
  }),
  offerOf(streaming, {
    planCode: 'CA_STREAM_PLAT_3MO1_MO',
    packageId: 'SXM_STREAMING_PLATINUM',
    name: 'Streaming Platinum — 3 months for $1',
    phases: [promoPrepaid(3, 100, CAD), fullPrice(1699, CAD)],
    campaignId: 'ca_streaming_organic',
    newSubscribersOnly: true,
    fallbackPlanCode: 'CA_STREAM_PLAT_MO',
    sortOrder: 50,
  }),
  offerOf(satellite, {
    planCode: 'CA_SAT_AA_6MO5_MO',
    packageId: 'SXM_ALL_ACCESS',
    name: 'All Access — 6 months at $5/month',
    phases: [promoMonthly(6, 500, CAD), fullPrice(2499, CAD)],
    campaignId: 'ca_satellite_organic',
    organic: true,
    newSubscribersOnly: true,
    fallbackPlanCode: 'CA_SAT_AA_MO',
    sortOrder: 110,
  }),
  offerOf(satellite, {
    planCode: 'CA_SAT_MS_MO',
    packageId: 'SXM_MUSIC_SHOWCASE',
    name: 'Music Showcase — Monthly',
    phases: [fullPrice(1199, CAD)],
    campaignId: 'ca_satellite_organic',
    organic: true,
    sortOrder: 120,
  }),
  offerOf(satellite, {
    planCode: 'CA_SAT_AA_MO',
    packageId: 'SXM_ALL_ACCESS',
    name: 'All Access — Monthly',
    phases: [fullPrice(2499, CAD)],
    campaignId: 'ca_satellite_organic',
    sortOrder: 130,
  }),
  offerOf(satellite, {
    planCode: 'CA_SAT_PLATVIP_MO',
    packageId: 'SXM_PLATINUM_AUD_VIP',
    name: 'Platinum VIP — two radios, Monthly',
    phases: [fullPrice(3799, CAD)],
    campaignId: 'ca_satellite_organic',
    sortOrder: 140,
  }),
  offerOf(satellite, {
    // A year for ten months, as in the US (ADR 053).
    planCode: 'CA_SAT_PLATVIP_YR',
    packageId: 'SXM_PLATINUM_AUD_VIP',
    name: 'Platinum VIP — two radios, Annual',
    baseTerm: 'Annual',
    phases: [fullPrice(37990, CAD, 'years')],
    campaignId: 'ca_satellite_organic',
    sortOrder: 141,
  }),
  offerOf(satellite, {
    planCode: 'CA_SAT_TRAVELLINK_MO',
    packageId: 'SXM_TRAVEL_LINK',
    name: 'Travel Link — Monthly',
    phases: [fullPrice(449, CAD)],
    sortOrder: 145,
  }),
  offerOf(satellite, {
    planCode: 'CA_SAT_AA_SAVE_6MO12_MO',
    packageId: 'SXM_ALL_ACCESS',
    name: 'All Access — stay for $12/month for 6 months',
    phases: [promoMonthly(6, 1200, CAD), fullPrice(2499, CAD)],
    campaignId: 'ca_retention',
    sortOrder: 150,
  }),
];

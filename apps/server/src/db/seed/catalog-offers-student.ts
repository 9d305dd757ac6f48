import { type OfferRow, offerOf } from './catalog-offer-builder.ts';
import { freeMonths as free, fullPrice } from './catalog-phases.ts';

const usStreaming = { country: 'us', currency: 'USD', serviceType: 'streaming' } as const;
const caStreaming = { country: 'ca', currency: 'CAD', serviceType: 'streaming' } as const;

/**
 * Student plans (flows §6; ADR 065): Streaming Platinum at a student price, sold only with a
 * current student verification (`studentOnly`). The lead offer starts with a free month for a
 * new subscriber; the monthly plan is its follow-on, the rollover target at re-verification and
 * what a returning student is offered instead.
 */
export const STUDENT_OFFERS: readonly OfferRow[] = [
  offerOf(usStreaming, {
    planCode: 'US_STREAM_STUDENT_1MOFREE_MO',
    packageId: 'SXM_STREAMING_PLATINUM',
    name: 'Streaming Platinum Student — 1 month free',
    phases: [free(1, 'USD'), fullPrice(499, 'USD')],
    newSubscribersOnly: true,
    fallbackPlanCode: 'US_STREAM_STUDENT_MO',
    studentOnly: true,
    sortOrder: 400,
  }),
  offerOf(usStreaming, {
    planCode: 'US_STREAM_STUDENT_MO',
    packageId: 'SXM_STREAMING_PLATINUM',
    name: 'Streaming Platinum Student — Monthly',
    phases: [fullPrice(499, 'USD')],
    studentOnly: true,
    sortOrder: 410,
  }),
  offerOf(caStreaming, {
    planCode: 'CA_STREAM_STUDENT_1MOFREE_MO',
    packageId: 'SXM_STREAMING_PLATINUM',
    name: 'Streaming Platinum Student — 1 month free',
    phases: [free(1, 'CAD'), fullPrice(599, 'CAD')],
    newSubscribersOnly: true,
    fallbackPlanCode: 'CA_STREAM_STUDENT_MO',
    studentOnly: true,
    sortOrder: 400,
  }),
  offerOf(caStreaming, {
    planCode: 'CA_STREAM_STUDENT_MO',
    packageId: 'SXM_STREAMING_PLATINUM',
    name: 'Streaming Platinum Student — Monthly',
    phases: [fullPrice(599, 'CAD')],
    studentOnly: true,
    sortOrder: 410,
  }),
];

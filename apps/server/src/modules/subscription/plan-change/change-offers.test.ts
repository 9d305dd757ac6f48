import { careChangeOffersResultSchema, careSuccessSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { PLAN_CHANGERS } from '../../../db/seed/plan-change-accounts.ts';
import {
  ALL_ACCESS_MONTHLY,
  CHANGE_OFFERS,
  planChangeSetUp,
  refusalOf,
} from './plan-change.testing.ts';

const { texas } = PLAN_CHANGERS;
const offersOf = (response: { json(): unknown }) =>
  careSuccessSchema(careChangeOffersResultSchema).parse(response.json()).data;

describe('offers/customer/change', () => {
  it('lists every plan the subscription may move to, with what each does and when', async () => {
    const { post } = await planChangeSetUp(texas, '2026-11-25T15:00:00Z', ALL_ACCESS_MONTHLY);
    const response = await post(CHANGE_OFFERS, { subscriptionId: texas.subscriptionId });
    expect(response.statusCode, response.body).toBe(200);
    const { currentPlan, offers, infotainmentOffers } = offersOf(response);
    expect(currentPlan).toMatchObject({
      planCode: 'US_SAT_AA_MO',
      packageName: 'All Access',
      phase: 'fullPrice',
      price: { amountMinor: 2299, currency: 'USD' },
      currentTermEndsOn: '2026-12-15',
      radioIdLastFour: '0011',
      isCancelledAtEndOfCurrentTerm: false,
    });
    expect(
      offers.map((offer) => [offer.planCode, offer.packageChange, offer.timing, offer.isBestPlan]),
    ).toEqual([
      ['US_SAT_MS_MO', 'SWITCH', 'NEXT_RENEWAL', false],
      ['US_SAT_AA_YR', 'KEEP', 'NOW', false],
      ['US_SAT_NST_MO', 'SWITCH', 'NEXT_RENEWAL', false],
      ['US_SAT_PLAT_MO', 'ADD', 'NOW', true],
      ['US_SAT_PLATVIP_MO', 'ADD', 'NOW', false],
      ['US_SAT_PLATVIP_YR', 'ADD', 'NOW', false],
    ]);
    expect(
      offers.filter((offer) => offer.needsConfirmation).map((offer) => offer.planCode),
    ).toEqual(['US_SAT_MS_MO', 'US_SAT_NST_MO']);
    expect(infotainmentOffers.map((offer) => offer.planCode)).toEqual(['US_SAT_TRAVELLINK_MO']);
  });

  it('keeps the package for a change of term only', async () => {
    const { post } = await planChangeSetUp(texas, '2026-11-25T15:00:00Z', ALL_ACCESS_MONTHLY);
    const response = await post(CHANGE_OFFERS, {
      subscriptionId: texas.subscriptionId,
      changeTermOnly: true,
    });
    expect(offersOf(response).offers.map((offer) => offer.planCode)).toEqual(['US_SAT_AA_YR']);
  });

  it('answers 404 for a subscription of another account', async () => {
    const { post } = await planChangeSetUp(texas, '2026-11-25T15:00:00Z', ALL_ACCESS_MONTHLY);
    expect(
      refusalOf(await post(CHANGE_OFFERS, { subscriptionId: PLAN_CHANGERS.quebec.subscriptionId })),
    ).toMatchObject({ status: 404, code: 'SUBSCRIPTION_NOT_FOUND' });
  });
});

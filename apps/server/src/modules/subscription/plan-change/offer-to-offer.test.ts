import { describe, expect, it } from 'vitest';
import { PLAN_CHANGERS } from '../../../db/seed/plan-change-accounts.ts';
import { newTransactionId } from '../../checkout/orders/checkout.testing.ts';
import {
  ALL_ACCESS_MONTHLY,
  planChangeSetUp,
  purchaseResultOf,
  quoteResultOf,
  refusalOf,
} from './plan-change.testing.ts';

const { texas } = PLAN_CHANGERS;
const OFFER_TO_OFFER = '/services/purchase/offer2offer';

describe('purchase/offer2offer', () => {
  it('switches in one call on the card on file, charged what quotes/quote previews, once', async () => {
    const { post, quote, snapshot } = await planChangeSetUp(
      texas,
      '2026-11-25T15:00:00Z',
      ALL_ACCESS_MONTHLY,
    );
    const preview = quoteResultOf(await quote('US_SAT_PLAT_MO'));
    const transactionId = newTransactionId();
    const body = {
      subscriptionId: texas.subscriptionId,
      plans: [{ planCode: 'US_SAT_PLAT_MO' }],
      transactionId,
    };
    const switched = await post(OFFER_TO_OFFER, body, transactionId);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(purchaseResultOf(switched).amountCharged).toEqual(preview.currentQuote.currentBalance);
    const again = await post(OFFER_TO_OFFER, body, transactionId);
    expect(again.body).toBe(switched.body);
    const after = await snapshot();
    expect(after.charges.map((charge) => charge.amountMinor)).toEqual([
      preview.currentQuote.currentBalance.amountMinor,
    ]);
    expect(after.subscription?.planCode).toBe('US_SAT_PLAT_MO');
    // Another switch to the same plan, under a new key: it is the plan now.
    const nextKey = newTransactionId();
    expect(
      refusalOf(await post(OFFER_TO_OFFER, { ...body, transactionId: nextKey }, nextKey)),
    ).toMatchObject({ status: 409, code: 'SAME_PLAN' });
  });

  it('refuses the plan the subscription is on', async () => {
    const { post } = await planChangeSetUp(texas, '2026-11-25T15:00:00Z', ALL_ACCESS_MONTHLY);
    const transactionId = newTransactionId();
    const refused = await post(
      OFFER_TO_OFFER,
      {
        subscriptionId: texas.subscriptionId,
        plans: [{ planCode: 'US_SAT_AA_MO' }],
        transactionId,
      },
      transactionId,
    );
    expect(refusalOf(refused)).toMatchObject({ status: 409, code: 'SAME_PLAN' });
  });
});

import {
  careSuccessSchema,
  type PurchaseUpdateVipRequest,
  purchaseUpdateVipResultSchema,
} from '@orbit/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionPhases } from '../../../db/schema/index.ts';
import { VIP_DEMO_ACCOUNTS } from '../../../db/seed/vip-accounts.ts';
import { outcomesOf } from '../../../testing/race-outcomes.ts';
import { newTransactionId } from '../orders/checkout.testing.ts';
import { devicesOf, VIP_PATHS, vipSetUp } from './vip.testing.ts';

const { bundled, twoRadios } = VIP_DEMO_ACCOUNTS;

const updateBody = (
  named: Partial<Pick<PurchaseUpdateVipRequest, 'radioId' | 'subscriptionId'>>,
  planCode: string,
): PurchaseUpdateVipRequest => ({
  ...named,
  plans: [{ planCode }],
  emailAddressChanged: false,
  paymentInfo: { useCardOnfile: true, transactionId: newTransactionId() },
});

describe('purchase/update-vip-subscription', () => {
  it('moves a bundle to another VIP plan from the end of what is paid, on the card on file', async () => {
    const { db, signedIn, snapshot } = await vipSetUp();
    const [primary, secondary] = devicesOf(bundled);
    const { post } = await signedIn(bundled, primary?.radioId ?? '');
    // Named by its secondary radio: the bundle is the same.
    const body = updateBody({ radioId: secondary?.radioId }, 'US_SAT_PLATVIP_YR');
    const updated = await post(VIP_PATHS.update, body, body.paymentInfo.transactionId);
    expect(updated.statusCode, updated.body).toBe(200);
    const result = careSuccessSchema(purchaseUpdateVipResultSchema).parse(updated.json()).data;
    expect(result).toMatchObject({
      status: 'SUCCESS',
      primarySubscriptionId: primary?.subscriptionId,
      planCode: 'US_SAT_PLATVIP_YR',
    });
    const phasesOf = (subscriptionId: string) =>
      db
        .select()
        .from(subscriptionPhases)
        .where(eq(subscriptionPhases.subscriptionId, subscriptionId))
        .orderBy(asc(subscriptionPhases.position));
    const primaryPhases = await phasesOf(primary?.subscriptionId ?? '');
    const secondaryPhases = await phasesOf(secondary?.subscriptionId ?? '');
    expect(primaryPhases.at(-1)).toMatchObject({ offerId: 'US_SAT_PLATVIP_YR', priceMinor: 34990 });
    expect(primaryPhases.at(-1)?.startsAt.toISOString().slice(0, 10)).toBe(result.startsOn);
    expect(secondaryPhases.at(-1)).toMatchObject({ offerId: 'US_SAT_PLATVIP_YR', priceMinor: 0 });
    expect((await snapshot(bundled)).bundles).toHaveLength(1);

    const replay = await post(VIP_PATHS.update, body, body.paymentInfo.transactionId);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a device in no bundle, a plan that is not VIP, the plan it is on, and a caller not signed in', async () => {
    const { signedIn, byLink } = await vipSetUp();
    const [primary, third] = [devicesOf(bundled)[0], devicesOf(bundled)[2]];
    const { post } = await signedIn(bundled, primary?.radioId ?? '');
    const send = (body: PurchaseUpdateVipRequest) =>
      post(VIP_PATHS.update, body, body.paymentInfo.transactionId);
    expect(
      outcomesOf([
        await send(updateBody({ radioId: third?.radioId }, 'US_SAT_PLATVIP_MO')),
        await send(updateBody({ radioId: primary?.radioId }, 'US_SAT_AA_MO')),
        await send(updateBody({ radioId: primary?.radioId }, 'US_SAT_PLATVIP_MO')),
        await send(updateBody({ radioId: 'ORBV4101' }, 'US_SAT_PLATVIP_MO')),
        // The Vega bundle is VIP but for new subscribers only: not a plan to move to.
        await send(updateBody({ radioId: primary?.radioId }, 'US_SAT_PLATVIP_VEGA_MO')),
      ]),
    ).toEqual([
      '409 INELIGIBLE_FOR_OFFER',
      '400 INVALID_PAYLOAD',
      '400 INVALID_PAYLOAD',
      '404 SUBSCRIPTION_NOT_FOUND',
      '400 INVALID_PAYLOAD',
    ]);
    // A link's session is identified, not signed in: the card on file is not theirs to use.
    const link = await byLink(devicesOf(twoRadios)[0]?.radioId ?? '');
    const body = updateBody({ radioId: primary?.radioId }, 'US_SAT_PLATVIP_MO');
    expect(
      outcomesOf([await link.post(VIP_PATHS.update, body, body.paymentInfo.transactionId)]),
    ).toEqual(['401 UNAUTHENTICATED_CUSTOMER']);
  });
});

import {
  careSuccessSchema,
  careVipUpdateOffersResultSchema,
  purchaseUpdateVipResultSchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { VIP_DEMO_ACCOUNTS } from '../../../db/seed/vip-accounts.ts';
import { outcomesOf } from '../../../testing/race-outcomes.ts';
import { newTransactionId } from '../orders/checkout.testing.ts';
import { devicesOf, VIP_PATHS, vipSetUp } from './vip.testing.ts';

const { monthlyBundle, quebecBundle, bundled, twoRadios } = VIP_DEMO_ACCOUNTS;

const offersOf = (response: { json(): unknown }) =>
  careSuccessSchema(careVipUpdateOffersResultSchema).parse(response.json()).data;

describe('offers/vip-update', () => {
  it('shows the signed-in owner’s bundle, its plan and the VIP plans it may move to, then the update buys one', async () => {
    const { signedIn } = await vipSetUp();
    const [primary, secondary] = devicesOf(monthlyBundle);
    const { post } = await signedIn(monthlyBundle, primary?.radioId ?? '');

    // Nothing named: the account's bundle.
    const answer = await post(VIP_PATHS.updateOffers, {});
    expect(answer.statusCode, answer.body).toBe(200);
    const offers = offersOf(answer);
    expect(offers.devices.map((device) => [device.bundleRole, device.radioIdLastFour])).toEqual([
      ['primary', primary?.radioId.slice(-4)],
      ['secondary', secondary?.radioId.slice(-4)],
    ]);
    expect(offers.currentPlanCode).toBe('US_SAT_PLATVIP_MO');
    expect(offers.cardOnFile).toEqual({ brand: 'visa', last4: monthlyBundle.card.last4 });
    // The Vega bundle is for new subscribers only: never offered to move to.
    expect(offers.plans.map((plan) => [plan.planCode, plan.current])).toEqual([
      ['US_SAT_PLATVIP_MO', true],
      ['US_SAT_PLATVIP_YR', false],
    ]);
    const annual = offers.plans[1];
    expect(annual).toMatchObject({
      baseTerm: 'Annual',
      termMonths: 12,
      price: { amountMinor: 34990, currency: 'USD' },
      pricePerMonth: { amountMinor: 2916, currency: 'USD' },
      startsOn: offers.devices[0]?.paidThrough,
    });
    // It follows the paid month: nothing is charged today.
    expect(annual?.dueToday.amountMinor).toBe(0);

    // Named by the secondary: the same bundle.
    const bySecondary = await post(VIP_PATHS.updateOffers, { radioId: secondary?.radioId });
    expect(offersOf(bySecondary).devices[0]?.subscriptionId).toBe(primary?.subscriptionId);

    const transactionId = newTransactionId();
    const updated = await post(
      VIP_PATHS.update,
      {
        subscriptionId: offers.devices[0]?.subscriptionId,
        plans: [{ planCode: 'US_SAT_PLATVIP_YR' }],
        emailAddressChanged: false,
        paymentInfo: { useCardOnfile: true, transactionId },
      },
      transactionId,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const result = careSuccessSchema(purchaseUpdateVipResultSchema).parse(updated.json()).data;
    expect(result).toMatchObject({ planCode: 'US_SAT_PLATVIP_YR', startsOn: annual?.startsOn });
    expect(result.charged.amountMinor).toBe(annual?.dueToday.amountMinor);
  });

  it('prices a Montréal bundle in Canadian dollars with Canada’s annual plan', async () => {
    const { signedIn } = await vipSetUp();
    const [primary] = devicesOf(quebecBundle);
    const { post } = await signedIn(quebecBundle, primary?.radioId ?? '', 'CAPVIP');
    const answer = await post(VIP_PATHS.updateOffers, { subscriptionId: primary?.subscriptionId });
    expect(answer.statusCode, answer.body).toBe(200);
    const offers = offersOf(answer);
    expect(offers.country).toBe('ca');
    expect(offers.plans.map((plan) => [plan.planCode, plan.price.amountMinor])).toEqual([
      ['CA_SAT_PLATVIP_MO', 3799],
      ['CA_SAT_PLATVIP_YR', 37990],
    ]);
    expect(offers.plans.every((plan) => plan.price.currency === 'CAD')).toBe(true);
  });

  it('refuses another account’s device, a device in no bundle, an account with none, and a caller not signed in', async () => {
    const { signedIn, byLink } = await vipSetUp();
    const owner = await signedIn(bundled, devicesOf(bundled)[0]?.radioId ?? '');
    const noBundle = await signedIn(twoRadios, devicesOf(twoRadios)[0]?.radioId ?? '');
    const link = await byLink(devicesOf(monthlyBundle)[0]?.radioId ?? '');
    expect(
      outcomesOf([
        await owner.post(VIP_PATHS.updateOffers, { radioId: devicesOf(monthlyBundle)[0]?.radioId }),
        await owner.post(VIP_PATHS.updateOffers, { radioId: devicesOf(bundled)[2]?.radioId }),
        await noBundle.post(VIP_PATHS.updateOffers, {}),
        await link.post(VIP_PATHS.updateOffers, {}),
      ]),
    ).toEqual([
      '404 SUBSCRIPTION_NOT_FOUND',
      '409 INELIGIBLE_FOR_OFFER',
      '409 INELIGIBLE_FOR_OFFER',
      '401 UNAUTHENTICATED_CUSTOMER',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { VIP_DEMO_ACCOUNTS } from '../../../db/seed/vip-accounts.ts';
import { outcomesOf } from '../../../testing/race-outcomes.ts';
import {
  devicesOf,
  eligibilityOf,
  radioNamed,
  VIP_PATHS,
  vipQuoteOf,
  vipResultOf,
  vipSetUp,
} from './vip.testing.ts';

const { oneRadio, quebec } = VIP_DEMO_ACCOUNTS;

describe('add-second-radio: Platinum VIP on one device, the second added by purchase/upgrade-vip', () => {
  it('joins the second radio to the bundle and charges nothing again for the first', async () => {
    const { signedIn, orderBody, snapshot } = await vipSetUp();
    const [vip, paid] = devicesOf(oneRadio);
    if (!vip || !paid) throw new Error('the one-radio VIP holder has two radios');
    const { post, eligibility } = await signedIn(oneRadio, vip.radioId);
    expect(eligibility.firstDevice.action).toBe('alreadyVip');
    expect(eligibility.firstDeviceErrors).toEqual([]);
    expect(eligibility.secondDevices.map((d) => [d.radioIdLastFour, d.eligible])).toEqual([
      [paid.radioId.slice(-4), true],
    ]);

    const quoted = await post(VIP_PATHS.quote, {
      programCode: 'USPVIP',
      firstDevice: radioNamed(eligibility, vip.radioId),
      secondDevice: radioNamed(eligibility, paid.radioId),
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(
      vipQuoteOf(quoted).devices.map((d) => [d.role, d.action, d.dueToday.amountMinor]),
    ).toEqual([
      ['first', 'alreadyVip', 0],
      ['second', 'followPaid', 0],
    ]);

    const before = await snapshot(oneRadio);
    const body = orderBody(
      radioNamed(eligibility, vip.radioId),
      radioNamed(eligibility, paid.radioId),
    );
    const ordered = await post(VIP_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const result = vipResultOf(ordered);
    expect(result.status).toBe('SUCCESS');
    expect(result.devices.map((d) => [d.role, d.outcome, d.charged])).toEqual([
      ['first', 'alreadyVip', null],
      ['second', 'upgraded', null],
    ]);
    expect(result.bundle).toEqual({
      primarySubscriptionId: vip.subscriptionId,
      secondarySubscriptionId: paid.subscriptionId,
    });
    const after = await snapshot(oneRadio);
    expect(after.bundles).toHaveLength(1);
    expect(after.charges.length).toBe(before.charges.length);
    const second = after.subscriptions.find((row) => row.id === paid.subscriptionId);
    expect(second?.packageId).toBe('SXM_PLATINUM_AUD_VIP');
  });
});

describe('account/vip-second-radio: the signed-in owner’s own radio on VIP alone, with neither link nor lookup', () => {
  it('answers as the link would, and the quote and order take its deviceRefs', async () => {
    const { signedInOnly, orderBody } = await vipSetUp();
    const [vip, paid] = devicesOf(oneRadio);
    if (!vip || !paid) throw new Error('the one-radio VIP holder has two radios');
    const { post } = await signedInOnly(oneRadio);
    const answer = await post(VIP_PATHS.ownSecondRadio, {});
    expect(answer.statusCode, answer.body).toBe(200);
    const eligibility = eligibilityOf(answer);
    expect(eligibility.programCode).toBe('USPVIP');
    expect([eligibility.firstDevice.radioIdLastFour, eligibility.firstDevice.action]).toEqual([
      vip.radioId.slice(-4),
      'alreadyVip',
    ]);
    const body = orderBody(
      radioNamed(eligibility, vip.radioId),
      radioNamed(eligibility, paid.radioId),
    );
    const ordered = await post(VIP_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(vipResultOf(ordered).bundle?.secondarySubscriptionId).toBe(paid.subscriptionId);
  });

  it('refuses an owner with no radio on VIP alone, and a caller not signed in', async () => {
    const { signedInOnly, byLink } = await vipSetUp();
    const noneAlone = await signedInOnly(VIP_DEMO_ACCOUNTS.monthlyBundle);
    const link = await byLink(devicesOf(oneRadio)[0]?.radioId ?? '');
    expect(
      outcomesOf([
        await noneAlone.post(VIP_PATHS.ownSecondRadio, {}),
        await link.post(VIP_PATHS.ownSecondRadio, {}),
      ]),
    ).toEqual(['409 INELIGIBLE_FOR_OFFER', '401 UNAUTHENTICATED_CUSTOMER']);
  });
});

describe('the Canadian VIP account: CAPVIP in CAD on the Canadian site', () => {
  it('quotes and orders two Montréal radios on the Canadian VIP plan', async () => {
    const { signedIn, orderBody } = await vipSetUp();
    const [first, second] = devicesOf(quebec);
    if (!first || !second) throw new Error('the Quebec VIP holder has two radios');
    const { post, eligibility } = await signedIn(quebec, first.radioId, 'CAPVIP');
    expect(eligibility.country).toBe('ca');
    const firstDevice = radioNamed(eligibility, first.radioId);
    const secondDevice = radioNamed(eligibility, second.radioId);
    const quoted = await post(VIP_PATHS.quote, {
      programCode: 'CAPVIP',
      firstDevice,
      secondDevice,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = vipQuoteOf(quoted);
    expect(quote.devices.map((d) => [d.planCode, d.monthlyPrice])).toEqual([
      ['CA_SAT_PLATVIP_MO', { amountMinor: 3799, currency: 'CAD' }],
      ['CA_SAT_PLATVIP_MO', { amountMinor: 0, currency: 'CAD' }],
    ]);
    const body = { ...orderBody(firstDevice, secondDevice), programCode: 'CAPVIP' };
    const ordered = await post(VIP_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(vipResultOf(ordered).status).toBe('SUCCESS');
  });
});

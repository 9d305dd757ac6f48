import { careSuccessSchema, careVipTokenResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { VIP_DEMO_ACCOUNTS } from '../../../db/seed/vip-accounts.ts';
import { outcomesOf } from '../../../testing/race-outcomes.ts';
import { careCheckout } from '../orders/checkout.testing.ts';
import { devicesOf, eligibilityOf, radioNamed, VIP_PATHS, vipSetUp } from './vip.testing.ts';

const { twoRadios, streaming, bundled, trialFirst, closedSecond } = VIP_DEMO_ACCOUNTS;
const radioOf = (holder: Parameters<typeof devicesOf>[0], index: number) =>
  devicesOf(holder)[index]?.radioId ?? '';
const summary = (eligibility: ReturnType<typeof eligibilityOf>) =>
  eligibility.secondDevices.map((device) => [
    device.radioIdLastFour ?? device.kind,
    device.state,
    device.action,
    device.fieldErrors.map((error) => error.errorCode),
  ]);

describe('the Platinum VIP link: account/token/upgrade-vip and account/token/vip-eligible-radios', () => {
  it('answers the link’s account masked, verified, with its program code', async () => {
    const { app, mintLink } = await vipSetUp();
    const { post } = await careCheckout(app);
    const answer = await post(VIP_PATHS.token, { token: await mintLink(radioOf(twoRadios, 0)) });
    expect(answer.statusCode, answer.body).toBe(200);
    const { account, programCode, firstRadioIdLastFour } = careSuccessSchema(
      careVipTokenResultSchema,
    ).parse(answer.json()).data;
    expect({ programCode, firstRadioIdLastFour }).toEqual({
      programCode: 'USPVIP',
      firstRadioIdLastFour: '4101',
    });
    expect(account.verified).toBe(true);
    expect(answer.body).not.toContain(twoRadios.accountNumber);
  });

  it('lists each other device with what an order would do to it, or why it cannot be the second', async () => {
    const { byLink } = await vipSetUp();
    expect(summary((await byLink(radioOf(twoRadios, 0))).eligibility)).toEqual([
      ['4102', 'paid', 'followPaid', []],
    ]);
    expect(summary((await byLink(radioOf(closedSecond, 0))).eligibility)).toEqual([
      ['4502', 'closed', 'newSubscription', []],
    ]);
    const trial = (await byLink(radioOf(trialFirst, 0))).eligibility;
    expect(trial.firstDevice).toMatchObject({ state: 'trial', action: 'followTrial' });
    expect(summary((await byLink(radioOf(streaming, 0))).eligibility)).toEqual([
      ['streaming', 'paid', 'followPaid', []],
    ]);
    const already = (await byLink(radioOf(bundled, 2))).eligibility;
    expect(already.firstDeviceErrors).toEqual([]);
    expect(summary(already)).toEqual([
      ['4301', 'paid', 'alreadyVip', ['SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS']],
      ['4302', 'paid', 'alreadyVip', ['SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS']],
    ]);
    const ofBundle = (await byLink(radioOf(bundled, 0))).eligibility;
    expect(ofBundle.firstDeviceErrors).toEqual([
      { errorCode: 'SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS', fieldName: 'firstDevice' },
    ]);
  });

  it('never shares a student’s streaming plan', async () => {
    const { app, mintLink } = await vipSetUp();
    const { post } = await careCheckout(app);
    const answer = await post(VIP_PATHS.tokenEligible, {
      token: await mintLink(radioOf(streaming, 0)),
      tokenType: 'UPGRADE_VIP',
      student: true,
    });
    expect(summary(eligibilityOf(answer))).toEqual([
      ['streaming', 'paid', 'followPaid', ['SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO']],
    ]);
  });

  it('refuses a forged token, another kind of token and a code of the other market alike', async () => {
    const { app, mintLink } = await vipSetUp();
    const { post } = await careCheckout(app);
    const sales = await app.inject({
      method: 'GET',
      url: `/dev/entry-token?type=SALES_AUDIO&radioId=${radioOf(twoRadios, 0)}`,
    });
    const forged = `${(await mintLink(radioOf(twoRadios, 0))).slice(0, -2)}AA`;
    expect(
      outcomesOf([
        await post(VIP_PATHS.token, { token: forged }),
        await post(VIP_PATHS.token, { token: (sales.json() as { token: string }).token }),
      ]),
    ).toEqual(['400 INVALID_TOKEN', '400 INVALID_TOKEN']);
    await expect(mintLink(radioOf(twoRadios, 0), 'CAPVIP')).rejects.toThrow(/market/);
  });
});

describe('account/vip-eligible-radios: the organic lookup', () => {
  it('finds the account by radio and last name, unverified: the order asks for LPZ', async () => {
    const { app, orderBody } = await vipSetUp();
    const { post } = await careCheckout(app);
    const found = await post(VIP_PATHS.eligible, {
      radioId: radioOf(twoRadios, 0),
      lastName: twoRadios.lastName,
      programCode: 'USPVIP',
    });
    expect(found.statusCode, found.body).toBe(200);
    const eligibility = eligibilityOf(found);
    expect(summary(eligibility)).toEqual([['4102', 'paid', 'followPaid', []]]);
    const body = orderBody(
      radioNamed(eligibility, radioOf(twoRadios, 0)),
      radioNamed(eligibility, radioOf(twoRadios, 1)),
    );
    const ordered = await post(VIP_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(outcomesOf([ordered])).toEqual(['403 VERIFICATION_REQUIRED']);
  });

  it('answers ACCOUNT_NOT_FOUND alike for a wrong name and an unknown radio', async () => {
    const { app } = await vipSetUp();
    const { post } = await careCheckout(app);
    expect(
      outcomesOf([
        await post(VIP_PATHS.eligible, { radioId: radioOf(twoRadios, 0), lastName: 'Nobody' }),
        await post(VIP_PATHS.eligible, { radioId: 'ORBV9999', lastName: twoRadios.lastName }),
      ]),
    ).toEqual(['404 ACCOUNT_NOT_FOUND', '404 ACCOUNT_NOT_FOUND']);
  });
});

import { careAccountSchema, careSuccessSchema, currentPaidPeriodOf } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { TRANSFER_CUSTOMERS } from '../../../db/seed/transfer-accounts.ts';
import { signEntryToken } from '../../identification/index.ts';
import { acscOf, TRANSFER_PATHS, transferSetUp } from './transfer.testing.ts';

const { newCar, consolidatedWithFollowOn, consolidatedNoFollowOn, swap } = TRANSFER_CUSTOMERS;

describe('the ACSC link and account/acsc: every identification result', () => {
  it('answers each result for its link, and INVALID_ACSC_TOKEN for any bad token', async () => {
    const kit = await transferSetUp();

    // The new car's trial on its own account, the customer's self-pay plan to move.
    const success = (await kit.byLink(newCar.accountNumber, newCar.trial.radioId)).opened;
    expect(success.identificationResult).toBe('SUCCESS');
    expect(success.accountNumberLastFour).toBe('0161');
    expect(success.trialRadio).toMatchObject({
      radioId: 'ORBH0162',
      radioIdLastFour: '0162',
      vehicle: { year: 2027, make: 'Kestrel', model: 'Vista' },
      hasFollowOn: false,
      isConsolidated: false,
    });
    expect(
      success.selfPayRadios.map((radio) => [radio.radioId, radio.canTransferSubscription]),
    ).toEqual([['ORBH0161', true]]);
    // 265 days into a yearly term of $229.99: the rest of the year, in days and cents.
    const moving = success.selfPayRadios[0]?.transfer;
    expect(moving).toBeDefined();
    if (!moving) return;
    expect(moving.remainingDays + 265).toBe(moving.ofDays);
    expect(moving.remainingValue.amountMinor).toBe(
      Math.round((22_999 * moving.remainingDays) / moving.ofDays),
    );
    expect(moving.nextBill?.date).toBe(moving.paidThrough);

    const withFollowOn = await kit.byLink(
      consolidatedWithFollowOn.accountNumber,
      consolidatedWithFollowOn.trial.radioId,
    );
    expect(withFollowOn.opened.identificationResult).toBe(
      'TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON',
    );
    expect(withFollowOn.opened.trialRadio?.isConsolidated).toBe(true);
    const noFollowOn = await kit.byLink(
      consolidatedNoFollowOn.accountNumber,
      consolidatedNoFollowOn.trial.radioId,
    );
    expect(noFollowOn.opened.identificationResult).toBe(
      'TRIAL_ALREADY_CONSOLIDATED_AND_NO_FOLLOWON',
    );
    const trialLess = await kit.byLink(swap.accountNumber, 'ORBH0168');
    expect(trialLess.opened).toMatchObject({
      identificationResult: 'NO_TRIAL_RADIO_ID',
      trialRadio: null,
    });

    const caller = await kit.session();
    const forged = `${(await kit.acscToken(newCar.accountNumber, 'ORBH0162')).slice(0, -2)}AA`;
    const vip = await signEntryToken(
      kit.db,
      {
        type: 'UPGRADE_VIP',
        radioId: 'ORBH0161',
        accountNumber: newCar.accountNumber,
        expiresAt: new Date(kit.clock.now().getTime() + 86_400_000),
      },
      kit.clock.now(),
    );
    for (const token of [forged, vip, 'not-a-token']) {
      const answered = await caller.post(TRANSFER_PATHS.token, { token });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(acscOf(answered)).toEqual({
        identificationResult: 'INVALID_ACSC_TOKEN',
        account: null,
        accountNumberLastFour: null,
        trialRadio: null,
        selfPayRadios: [],
        selectedSubscriptionId: null,
      });
    }
    // A refused link identified nothing: the account calls still ask who the caller is.
    expect((await caller.post(TRANSFER_PATHS.acsc, {})).statusCode).toBe(401);
  });

  it('answers the signed-in owner for the radio they type, and never for someone else’s trial', async () => {
    const kit = await transferSetUp();
    const owner = await kit.signedIn(newCar);
    // The car's trial is on an account of the same customer (the dealer's, with their email).
    const typed = acscOf(
      await owner.post(TRANSFER_PATHS.acsc, {
        radioId: 'orbh0162',
        subscriptionId: newCar.selfPay.subscriptionId,
      }),
    );
    expect(typed.identificationResult).toBe('SUCCESS');
    expect(typed.selectedSubscriptionId).toBe(newCar.selfPay.subscriptionId);
    // No radio named and no link: nothing to identify.
    expect(acscOf(await owner.post(TRANSFER_PATHS.acsc, {})).identificationResult).toBe(
      'NO_TRIAL_RADIO_ID',
    );

    // Another customer typing that radio learns nothing: the answer of a radio with no trial.
    const stranger = await kit.signedIn(swap);
    const probed = acscOf(
      await stranger.post(TRANSFER_PATHS.acsc, {
        radioId: 'ORBH0162',
        subscriptionId: newCar.selfPay.subscriptionId,
      }),
    );
    expect(probed).toMatchObject({
      identificationResult: 'NO_TRIAL_RADIO_ID',
      trialRadio: null,
      selfPayRadios: [],
      selectedSubscriptionId: null,
    });
    expect(JSON.stringify(probed)).not.toContain('Whitfield');

    // The swap flow: the radios that may be replaced.
    const swapFlow = acscOf(await stranger.post(TRANSFER_PATHS.acsc, { swapFlow: true }));
    expect(swapFlow.identificationResult).toBe('SUCCESS');
    expect(swapFlow.selfPayRadios.map((radio) => [radio.radioId, radio.canReplaceRadio])).toEqual([
      ['ORBH0167', true],
    ]);
  });

  it('shows the doors on the account read: a paid plan may move, a trial may not', async () => {
    const kit = await transferSetUp();
    const owner = await kit.signedIn(consolidatedWithFollowOn);
    const read = careSuccessSchema(careAccountSchema).parse(
      (await owner.post('/services/account', {})).json(),
    ).data;
    const doors = read.subscriptions.map((row) => [
      row.last4DigitsOfRadioId,
      row.canTransferSubscription,
      row.canReplaceRadio,
    ]);
    expect(doors).toEqual(
      expect.arrayContaining([
        ['0163', true, true],
        ['0164', false, false],
      ]),
    );
    const stored = await kit.storedSubscription(consolidatedWithFollowOn.selfPay.subscriptionId);
    expect(stored && currentPaidPeriodOf(stored.phases, kit.clock.now())).toBeDefined();
  });
});

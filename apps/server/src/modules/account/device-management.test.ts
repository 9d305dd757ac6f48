import { accountDeviceSchema, careAccountSchema, removeDeviceResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceRemovals, radios } from '../../db/schema/index.ts';
import { DEMO_PAST_DUE } from '../../db/seed/account-billing.ts';
import {
  accountCaller,
  careData,
  careError,
  deviceIdOf,
  insertRadio,
  PAST_DUE_OWNER,
  signedInOwner,
} from './account.testing.ts';

describe('POST /services/account-mgmt/update-nickname', () => {
  it('names a radio by its device id, or by a subscription on it, trimmed', async () => {
    const caller = await signedInOwner();
    const radio = await insertRadio(caller, { accountNumber: '10000001', status: 'Active' });
    const deviceId = await deviceIdOf(caller, radio.radioId);
    const byDevice = careData(
      await caller.post('/services/account-mgmt/update-nickname', {
        nickName: '  Garage radio 🚗 ',
        deviceId,
      }),
      accountDeviceSchema,
    );
    expect(byDevice).toMatchObject({ id: deviceId, nickname: 'Garage radio 🚗' });
    const bySubscription = careData(
      await caller.post('/services/account-mgmt/update-nickname', {
        nickName: 'Shed',
        subscriptionId: radio.subscriptionId,
        accountNumber: '10000001',
      }),
      accountDeviceSchema,
    );
    expect(bySubscription).toMatchObject({ id: deviceId, nickname: 'Shed' });
    const [row] = await caller.db.select().from(radios).where(eq(radios.radioId, radio.radioId));
    expect(row?.nickname).toBe('Shed');
  });

  it.each([
    [{ nickName: 'x'.repeat(31) }, 'nickName', 'TOO_LONG'],
    [{ nickName: '   ' }, 'nickName', 'REQUIRED'],
    [{ nickName: 'Bad\u0007bell' }, 'nickName', 'INVALID'],
    [{ nickName: 'Sneaky \u202Egnp.exe' }, 'nickName', 'INVALID'],
  ])('refuses %j with %s %s', async (body, fieldName, errorCode) => {
    const caller = await signedInOwner();
    const radio = await insertRadio(caller, { accountNumber: '10000001', status: null });
    const error = careError(
      await caller.post('/services/account-mgmt/update-nickname', {
        ...body,
        deviceId: await deviceIdOf(caller, radio.radioId),
      }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(error.fieldErrors).toEqual([expect.objectContaining({ fieldName, errorCode })]);
  });

  it('wants exactly one of deviceId and subscriptionId', async () => {
    const caller = await signedInOwner();
    const none = careError(
      await caller.post('/services/account-mgmt/update-nickname', { nickName: 'A' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(none.fieldErrors).toEqual([{ errorCode: 'REQUIRED', fieldName: 'deviceId' }]);
    careError(
      await caller.post('/services/account-mgmt/update-nickname', {
        nickName: 'A',
        deviceId: 'odev_x',
        subscriptionId: 'sub_seed_active_0003',
      }),
      400,
      'INVALID_PAYLOAD',
    );
  });

  it('does not find another account’s radio or subscription, nor a made-up id', async () => {
    const owner = await signedInOwner();
    const ownersRadio = await deviceIdOf(owner, 'ORBA0003');
    const other = await accountCaller();
    await other.signIn(PAST_DUE_OWNER.username, PAST_DUE_OWNER.password);
    for (const body of [
      { nickName: 'Mine now', deviceId: ownersRadio },
      { nickName: 'Mine now', deviceId: 'ORBA0003' },
      { nickName: 'Mine now', deviceId: 'odev_AAAAAAAAAAAAAAAAAAAAAA' },
    ]) {
      careError(
        await other.post('/services/account-mgmt/update-nickname', body),
        404,
        'DEVICE_NOT_FOUND',
      );
    }
    careError(
      await other.post('/services/account-mgmt/update-nickname', {
        nickName: 'Mine now',
        subscriptionId: 'sub_seed_active_0003',
      }),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
    const [row] = await owner.db.select().from(radios).where(eq(radios.radioId, 'ORBA0003'));
    expect(row?.nickname).toBe('Kitchen radio');
  });

  it('is for the signed-in owner only, not an identified visitor', async () => {
    const caller = await accountCaller();
    await caller.identify('10000001', true);
    careError(
      await caller.post('/services/account-mgmt/update-nickname', {
        nickName: 'Visitor',
        subscriptionId: 'sub_seed_active_0003',
      }),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
  });
});

describe('POST /services/account-mgmt/remove-device', () => {
  it('refuses a radio with an active or suspended subscription (409)', async () => {
    const owner = await signedInOwner();
    const active = await deviceIdOf(owner, 'ORBA0003');
    const error = careError(
      await owner.post('/services/account-mgmt/remove-device', {
        deviceId: active,
        reason: 'OTHER',
      }),
      409,
      'DEVICE_HAS_ACTIVE_SUBSCRIPTION',
    );
    expect(error.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'deviceId' }]);
    const pastDue = await accountCaller();
    await pastDue.signIn(PAST_DUE_OWNER.username, PAST_DUE_OWNER.password);
    careError(
      await pastDue.post('/services/account-mgmt/remove-device', {
        deviceId: await deviceIdOf(pastDue, DEMO_PAST_DUE.radioId),
        reason: 'VEHICLE_SOLD_OR_TRADED',
      }),
      409,
      'DEVICE_HAS_ACTIVE_SUBSCRIPTION',
    );
    const rows = await owner.db.select().from(radios).where(eq(radios.radioId, 'ORBA0003'));
    expect(rows[0]?.accountNumber).toBe('10000001');
  });

  it('removes an inactive radio: a removal row, the radio released, gone from the account', async () => {
    const owner = await signedInOwner();
    const radio = await insertRadio(owner, { accountNumber: '10000001', status: 'Closed' });
    const deviceId = await deviceIdOf(owner, radio.radioId);
    expect((await owner.account()).devices.find((d) => d.id === deviceId)?.canRemove).toBe(true);
    const removed = careData(
      await owner.post('/services/account-mgmt/remove-device', {
        deviceId,
        reason: 'RADIO_LOST_BROKEN_OR_STOLEN',
      }),
      removeDeviceResultSchema,
    );
    expect(removed).toEqual({
      deviceId,
      radioIdLastFour: radio.radioId.slice(-4),
      removedAt: owner.clock.now().toISOString(),
    });
    const [released] = await owner.db
      .select()
      .from(radios)
      .where(eq(radios.radioId, radio.radioId));
    expect(released?.accountNumber).toBeNull();
    const rows = await owner.db
      .select()
      .from(deviceRemovals)
      .where(eq(deviceRemovals.radioId, radio.radioId));
    expect(rows).toEqual([
      expect.objectContaining({
        accountNumber: '10000001',
        reason: 'RADIO_LOST_BROKEN_OR_STOLEN',
        removedByIdentityId: 'idn_seed_account_holder',
      }),
    ]);
    const account = careData(await owner.post('/services/account', {}), careAccountSchema);
    expect(account.devices.some((d) => d.id === deviceId)).toBe(false);
    // Its closed subscription stays in the history, no longer tied to a device of the account.
    expect(account.subscriptions.find((s) => s.id === radio.subscriptionId)?.deviceId).toBeNull();
    // Removing it again: it is no radio of the account any more.
    careError(
      await owner.post('/services/account-mgmt/remove-device', { deviceId, reason: 'OTHER' }),
      404,
      'DEVICE_NOT_FOUND',
    );
  });

  it('removes a radio that never had a subscription', async () => {
    const owner = await signedInOwner();
    const radio = await insertRadio(owner, { accountNumber: '10000001', status: null });
    careData(
      await owner.post('/services/account-mgmt/remove-device', {
        deviceId: await deviceIdOf(owner, radio.radioId),
        reason: 'RADIO_SOLD_GIVEN_AWAY_OR_DISCARDED',
      }),
      removeDeviceResultSchema,
    );
  });

  it('refuses a reason not of the four, and a radio id in place of the device id (400)', async () => {
    const owner = await signedInOwner();
    const radio = await insertRadio(owner, { accountNumber: '10000001', status: null });
    const deviceId = await deviceIdOf(owner, radio.radioId);
    const error = careError(
      await owner.post('/services/account-mgmt/remove-device', { deviceId, reason: 'Bored of it' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(error.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'reason' }]);
    careError(
      await owner.post('/services/account-mgmt/remove-device', {
        radioId: radio.radioId,
        reason: 'OTHER',
      }),
      400,
      'INVALID_PAYLOAD',
    );
    const [still] = await owner.db.select().from(radios).where(eq(radios.radioId, radio.radioId));
    expect(still?.accountNumber).toBe('10000001');
  });
});

import { careDeviceLookupResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { resolveDeviceRef } from '../identification/index.ts';
import {
  accountCaller,
  careData,
  careError,
  deviceIdOf,
  PAST_DUE_OWNER,
  signedInOwner,
} from './account.testing.ts';

const DEVICE_REF = '/services/account/device-ref';

describe('POST /services/account/device-ref', () => {
  it('gives the owner a deviceRef of this care session for a radio of their account', async () => {
    const owner = await signedInOwner();
    const deviceId = await deviceIdOf(owner, 'ORBT0004');
    const radio = careData(
      await owner.post(DEVICE_REF, { deviceId, accountNumber: '1000-0001' }),
      careDeviceLookupResultSchema,
    );
    expect(radio).toMatchObject({
      radioIdLastFour: '0004',
      status: 'active',
      hasActiveSubscription: false,
      // The signed-in owner may pay with the account's card.
      cardOnFile: { brand: 'visa', last4: '4242' },
    });
    expect(JSON.stringify(radio)).not.toContain('ORBT0004');
    const resolved = await resolveDeviceRef(owner.db, {
      deviceRef: radio.deviceRef,
      careSessionId: await owner.sessionId(),
      now: owner.clock.now(),
    });
    expect(resolved.radioId).toBe('ORBT0004');
    // The deviceRef names the radio in the checkout calls of this session.
    const offers = await owner.post('/services/offers/customer', {
      deviceRef: radio.deviceRef,
      streaming: false,
    });
    expect(offers.statusCode, offers.body).toBe(200);
  });

  it('answers 404 for another customer’s device id, or an account that is not theirs', async () => {
    const owner = await signedInOwner();
    const ownersRadio = await deviceIdOf(owner, 'ORBT0004');
    const other = await accountCaller();
    await other.signIn(PAST_DUE_OWNER.username, PAST_DUE_OWNER.password);
    for (const deviceId of [ownersRadio, 'ORBT0004', 'odev_AAAAAAAAAAAAAAAAAAAAAA']) {
      const refused = await other.post(DEVICE_REF, { deviceId });
      careError(refused, 404, 'DEVICE_NOT_FOUND');
      expect(refused.body).not.toContain('0004');
    }
    careError(
      await other.post(DEVICE_REF, { deviceId: ownersRadio, accountNumber: '10000001' }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
  });

  it('is for the signed-in owner only, not an identified visitor nor anyone else', async () => {
    const owner = await signedInOwner();
    const deviceId = await deviceIdOf(owner, 'ORBT0004');
    const visitor = await accountCaller();
    careError(await visitor.post(DEVICE_REF, { deviceId }), 401, 'UNAUTHENTICATED_CUSTOMER');
    await visitor.identify('10000001', true);
    careError(await visitor.post(DEVICE_REF, { deviceId }), 401, 'UNAUTHENTICATED_CUSTOMER');
  });

  it('refuses a request with no device id', async () => {
    const owner = await signedInOwner();
    const error = careError(await owner.post(DEVICE_REF, {}), 400, 'INVALID_PAYLOAD');
    expect(error.fieldErrors).toEqual([expect.objectContaining({ fieldName: 'deviceId' })]);
  });
});

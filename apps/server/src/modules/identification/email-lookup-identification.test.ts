import { careCustomerEmailResultSchema, careIdentifiedAccountSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careCaller, careData, careError } from '../../testing/care-caller.ts';
import { identificationOfCaller, identifiedAccessOf, OWNER_DETAILS } from './lookup-test-kit.ts';

const LOOKUP = '/services/identity/customer/email';
const VERIFY = '/services/authenticate/verify-pii-data';
const LPZ = {
  lastName: OWNER_DETAILS.lastName,
  phoneNumber: OWNER_DETAILS.phoneNumber,
  zipCode: OWNER_DETAILS.zipCode,
};

describe('the email lookup identifies the account of the trials it finds', () => {
  it('records it unverified, so last name, phone and zip can then verify it', async () => {
    const caller = await careCaller();
    // Nothing identified yet: there is no account to verify.
    careError(await caller.post(VERIFY, { lpzVerificationRequest: LPZ }), 404, 'ACCOUNT_NOT_FOUND');

    const found = careData(
      await caller.post(LOOKUP, { email: OWNER_DETAILS.email }),
      careCustomerEmailResultSchema,
    );
    expect(found.trialSubscriptions.map((trial) => trial.subscriptionId)).toEqual([
      'sub_seed_trial_0004',
    ]);
    expect(await identificationOfCaller(caller)).toMatchObject({
      accountNumber: OWNER_DETAILS.accountNumber,
      method: 'EMAIL',
      radioId: 'ORBT0004',
      verifiedAt: null,
    });
    // Knowing an email opens nothing of the account.
    await expect(identifiedAccessOf(caller)).rejects.toMatchObject({
      code: 'VERIFICATION_REQUIRED',
    });

    const verified = careData(
      await caller.post(VERIFY, { lpzVerificationRequest: LPZ }),
      careIdentifiedAccountSchema,
    );
    expect(verified).toMatchObject({ authenticationType: 'EMAIL', verified: true });
    await expect(identifiedAccessOf(caller)).resolves.toMatchObject({
      via: 'identified',
      account: { accountNumber: OWNER_DETAILS.accountNumber },
    });
  });

  it('refuses details that do not match the account found by email', async () => {
    const caller = await careCaller();
    await caller.post(LOOKUP, { email: OWNER_DETAILS.email });
    careError(
      await caller.post(VERIFY, { lpzVerificationRequest: { ...LPZ, zipCode: '10001' } }),
      400,
      'VERIFICATION_FAILED',
    );
    await expect(identifiedAccessOf(caller)).rejects.toMatchObject({
      code: 'VERIFICATION_REQUIRED',
    });
  });

  it('records nothing for an email with no trial, or one it does not know', async () => {
    const caller = await careCaller();
    for (const email of ['listener@orbitradio.test', 'nobody@orbitradio.test']) {
      await caller.post(LOOKUP, { email });
      expect(await identificationOfCaller(caller)).toBeUndefined();
    }
  });
});

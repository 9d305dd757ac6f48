import { careIdentifiedAccountSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careCaller, careData, careError } from '../../testing/care-caller.ts';
import { captchaRequired, solvedCaptcha } from '../../testing/human-checks.ts';
import { identificationOfCaller, identifiedAccessOf } from './lookup-test-kit.ts';

const VERIFY = '/services/authenticate/verify-pii-data';
const OLD_VERIFY = '/services/account/verify';
const NON_PII = '/services/account/non-pii';
const LPZ = { lastName: 'Rivera', phoneNumber: '512-555-0101', zipCode: '78701' };
const WRONG = { ...LPZ, phoneNumber: '5125550199' };

async function identified() {
  const caller = await careCaller();
  careData(
    await caller.post(NON_PII, { radioId: 'ORBA0003', accountNumber: '10000001' }),
    careIdentifiedAccountSchema,
  );
  return caller;
}

describe('LPZ verification', () => {
  it('opens identified account calls only once last name, phone and zip match', async () => {
    const caller = await identified();
    await expect(identifiedAccessOf(caller)).rejects.toMatchObject({
      code: 'VERIFICATION_REQUIRED',
    });
    const verified = careData(
      await caller.post(VERIFY, {
        accountNumber: '10000001',
        radioId: '0003',
        lpzVerificationRequest: { ...LPZ, lastName: 'RIVERA', zipCode: '78701-1234' },
      }),
      careIdentifiedAccountSchema,
    );
    expect(verified).toMatchObject({
      authenticationType: 'RID_ACCT',
      verified: true,
      firstName: 'Jordan',
    });
    expect((await identificationOfCaller(caller))?.verifiedAt).toEqual(caller.clock.now());
    await expect(identifiedAccessOf(caller)).resolves.toMatchObject({
      via: 'identified',
      account: { accountNumber: '10000001' },
    });
    // Looking the same account up again keeps it verified; another account starts over.
    expect(
      careData(await caller.post(NON_PII, { radioId: 'ORBT0004' }), careIdentifiedAccountSchema)
        .verified,
    ).toBe(true);
    careData(
      await caller.post(NON_PII, { radioId: 'ORBC0002', lastName: 'Morgan' }),
      careIdentifiedAccountSchema,
    );
    await expect(identifiedAccessOf(caller)).rejects.toMatchObject({
      code: 'VERIFICATION_REQUIRED',
    });
  });

  it('verifies with the older account/verify too', async () => {
    const caller = await identified();
    expect(careData(await caller.post(OLD_VERIFY, LPZ), careIdentifiedAccountSchema).verified).toBe(
      true,
    );
  });

  it('refuses a mismatch; after five an hour locks the session and asks the account for a human check', async () => {
    const caller = await identified();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      careError(
        await caller.post(VERIFY, { lpzVerificationRequest: WRONG }),
        400,
        'VERIFICATION_FAILED',
      );
    }
    const locked = await caller.post(VERIFY, { lpzVerificationRequest: LPZ });
    careError(locked, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    await expect(identifiedAccessOf(caller)).rejects.toMatchObject({
      code: 'VERIFICATION_REQUIRED',
    });

    // A fresh session on the same account needs a human check: guesses are counted per account,
    // and a lock there would let anyone lock the owner out.
    await caller.newSession();
    careData(
      await caller.post(NON_PII, { radioId: 'ORBT0004', lastName: 'Rivera' }),
      careIdentifiedAccountSchema,
    );
    captchaRequired(await caller.post(OLD_VERIFY, LPZ));
    const wrongWithProof = { ...WRONG, ...(await solvedCaptcha(caller.post)) };
    careError(await caller.post(OLD_VERIFY, wrongWithProof), 400, 'VERIFICATION_FAILED');
    const proof = await solvedCaptcha(caller.post);
    expect(
      careData(
        await caller.post(VERIFY, { lpzVerificationRequest: LPZ, ...proof }),
        careIdentifiedAccountSchema,
      ).verified,
    ).toBe(true);

    // An hour later (in a new session: the old one has timed out) the account may try again.
    caller.clock.advanceSeconds(3600);
    await caller.newSession();
    careData(
      await caller.post(NON_PII, { radioId: 'ORBT0004', lastName: 'Rivera' }),
      careIdentifiedAccountSchema,
    );
    expect(careData(await caller.post(OLD_VERIFY, LPZ), careIdentifiedAccountSchema).verified).toBe(
      true,
    );
  });

  it('verifies only the account this session identified', async () => {
    const nothing = await careCaller();
    careError(
      await nothing.post(VERIFY, { lpzVerificationRequest: LPZ }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    const caller = await identified();
    careError(
      await caller.post(VERIFY, { accountNumber: '10000002', lpzVerificationRequest: LPZ }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    careError(
      await caller.post(VERIFY, { radioId: 'ORBC0002', lpzVerificationRequest: LPZ }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    // Casey Morgan's details do not verify Jordan's account.
    careError(
      await caller.post(VERIFY, {
        lpzVerificationRequest: { lastName: 'Morgan', phoneNumber: '3055550102', zipCode: '33139' },
      }),
      400,
      'VERIFICATION_FAILED',
    );
  });

  it('names each broken field where it was sent', async () => {
    const caller = await identified();
    const nested = careError(
      await caller.post(VERIFY, {
        radioId: 'AB',
        lpzVerificationRequest: { lastName: '', phoneNumber: '555', zipCode: '7870' },
      }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(nested.fieldErrors).toEqual([
      { errorCode: 'REQUIRED', fieldName: 'lpzVerificationRequest.lastName' },
      { errorCode: 'TOO_SHORT', fieldName: 'lpzVerificationRequest.phoneNumber' },
      { errorCode: 'INVALID', fieldName: 'lpzVerificationRequest.zipCode' },
      { errorCode: 'TOO_SHORT', fieldName: 'radioId' },
    ]);
    const flat = careError(
      await caller.post(OLD_VERIFY, { ...LPZ, zipCode: '' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(flat.fieldErrors).toEqual([{ errorCode: 'REQUIRED', fieldName: 'zipCode' }]);
  });
});

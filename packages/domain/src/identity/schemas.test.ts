import { describe, expect, it } from 'vitest';
import { careLoginRequestSchema } from './care-identity.ts';
import { changePasswordRequestSchema } from './credential-changes.ts';
import { otpInitiateRequestSchema } from './otp.ts';
import { createIdentityV1RequestSchema, createIdentityV2RequestSchema } from './sign-up.ts';

describe('identity request schemas', () => {
  it('default an OTP to the sign-in context in en-US (spec 001 §3)', () => {
    expect(otpInitiateRequestSchema.parse({ identityId: 'idn_1', otpOption: 'EMAIL' })).toEqual({
      identityId: 'idn_1',
      otpOption: 'EMAIL',
      otpContext: 'SIGN_IN',
      language: 'en-US',
    });
    expect(
      otpInitiateRequestSchema.safeParse({ identityId: 'idn_1', otpOption: 'FAX' }).success,
    ).toBe(false);
  });

  it('take v2 fields only on v2, and never an account number from the client', () => {
    const v2 = {
      emailAddress: 'a@orbitradio.test',
      username: 'skywatcher7',
      phoneNumber: '2125550101',
    };
    expect(createIdentityV2RequestSchema.safeParse(v2).success).toBe(true);
    expect(createIdentityV1RequestSchema.safeParse(v2).success).toBe(false);
    expect(
      createIdentityV2RequestSchema.safeParse({ ...v2, accountNumber: '10000001' }).success,
    ).toBe(false);
  });

  it('refuse a server-only flag in a credential change body', () => {
    expect(
      changePasswordRequestSchema.safeParse({ newPassword: 'x', reauthenticationChecked: true })
        .success,
    ).toBe(false);
  });

  it('read the care login as the web app sends it', () => {
    expect(
      careLoginRequestSchema.safeParse({
        token: { username: 'orbitowner1', password: 'x' },
        environmentData: { userBehaviorPayload: 'abc' },
        keepMeSignedIn: true,
      }).success,
    ).toBe(true);
  });
});

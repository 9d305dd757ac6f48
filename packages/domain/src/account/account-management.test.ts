import { describe, expect, it } from 'vitest';
import {
  checkNickname,
  contactPreferencesRequestSchema,
  customerInfoFormSchema,
  updateNicknameRequestSchema,
  updateStreamingRequestSchema,
} from './account-management.ts';

describe('radio nicknames', () => {
  it.each([
    ['Kitchen radio', null],
    ['x'.repeat(30), null],
    ['🚗'.repeat(30), null],
    ['x'.repeat(31), 'TOO_LONG'],
    ['   ', 'REQUIRED'],
    ['Tab\there', 'INVALID'],
    ['\u202Eevil', 'INVALID'],
  ])('%j → %s', (value, code) => {
    expect(checkNickname(value)).toBe(code);
  });

  it('names the radio by device id or subscription, exactly one', () => {
    expect(updateNicknameRequestSchema.parse({ nickName: ' Car ', deviceId: 'odev_a' })).toEqual({
      nickName: 'Car',
      deviceId: 'odev_a',
    });
    expect(updateNicknameRequestSchema.safeParse({ nickName: 'Car' }).success).toBe(false);
    expect(
      updateNicknameRequestSchema.safeParse({ nickName: 'Car', deviceId: 'a', subscriptionId: 'b' })
        .success,
    ).toBe(false);
  });
});

describe('the contact form by market', () => {
  const form = {
    firstName: 'Jean-François',
    lastName: 'Côté',
    email: 'jf@exemple.ca',
    phoneNumber: '514-555-0199',
    billingAddressSameAsService: true,
    serviceAddress: { addressLine1: '1 rue Principale', city: 'Montréal', zip: 'H3B1A6' },
  };

  it('takes Canadian names and postal codes in Canada, not in the US', () => {
    expect(customerInfoFormSchema('ca').parse(form)).toMatchObject({
      phoneNumber: '5145550199',
      serviceAddress: { zip: 'H3B 1A6' },
    });
    expect(customerInfoFormSchema('us').safeParse(form).success).toBe(false);
  });

  it('checks a state only when one is sent', () => {
    const withState = { ...form, serviceAddress: { ...form.serviceAddress, state: 'ZZ' } };
    expect(customerInfoFormSchema('ca').safeParse(withState).success).toBe(false);
  });
});

describe('update-streaming and contact-preferences requests', () => {
  it('wants something to change, and one sign-in when both username and email are sent', () => {
    expect(updateStreamingRequestSchema.safeParse({}).success).toBe(false);
    expect(updateStreamingRequestSchema.safeParse({ password: 'x' }).success).toBe(true);
    expect(
      updateStreamingRequestSchema.safeParse({ username: 'A@b.co', email: 'a@B.co' }).success,
    ).toBe(true);
    expect(
      updateStreamingRequestSchema.safeParse({ username: 'a@b.co', email: 'c@d.co' }).success,
    ).toBe(false);
  });

  it('takes only the known preference fields', () => {
    expect(
      contactPreferencesRequestSchema.safeParse({ update: { emailMarketing: true } }).success,
    ).toBe(true);
    expect(contactPreferencesRequestSchema.safeParse({ update: { fax: true } }).success).toBe(
      false,
    );
  });
});

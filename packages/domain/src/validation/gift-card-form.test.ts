import { describe, expect, it } from 'vitest';
import { fieldErrorCodeOfIssue } from './field-check.ts';
import { giftCardFormSchema, isBlackhawkCardNumber } from './gift-card-form.ts';

const BLACKHAWK = '4436135021123456';

function codes(input: unknown) {
  const result = giftCardFormSchema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    fieldErrorCodeOfIssue(issue),
  ]);
}

describe('giftCardFormSchema', () => {
  it('knows a Blackhawk card by prefix and 16 digits', () => {
    expect(isBlackhawkCardNumber(BLACKHAWK)).toBe(true);
    expect(isBlackhawkCardNumber('4436 1350 2112 3456')).toBe(true);
    expect(isBlackhawkCardNumber('443613502112345')).toBe(false);
    expect(isBlackhawkCardNumber('4111111111111111')).toBe(false);
  });

  it('needs only number and PIN for other cards', () => {
    expect(giftCardFormSchema.parse({ number: '6006 4912 3456 7890', pin: '1234' })).toEqual({
      kind: 'incomm',
      number: '6006491234567890',
      pin: '1234',
    });
  });

  it('needs expiry and a 3-digit CVV for Blackhawk cards, and prefixes 20 to the year', () => {
    expect(
      giftCardFormSchema.parse({
        number: BLACKHAWK,
        pin: '9876',
        expMonth: '3',
        expYear: '27',
        cvv: '123',
      }),
    ).toEqual({
      kind: 'blackhawk',
      number: BLACKHAWK,
      pin: '9876',
      expMonth: '03',
      expYear: '2027',
      cvv: '123',
    });
    expect(
      giftCardFormSchema.parse({
        number: BLACKHAWK,
        pin: '9876',
        expMonth: '12',
        expYear: '2030',
        cvv: '001',
      }),
    ).toMatchObject({ expMonth: '12', expYear: '2030' });
  });

  it.each([
    [
      {},
      [
        ['number', 'REQUIRED'],
        ['pin', 'REQUIRED'],
      ],
    ],
    [
      { number: '12345', pin: '12' },
      [
        ['number', 'TOO_SHORT'],
        ['pin', 'INVALID'],
      ],
    ],
    [{ number: '1'.repeat(20), pin: '1234' }, [['number', 'TOO_LONG']]],
    [{ number: '12345abcde', pin: '1234' }, [['number', 'INVALID']]],
    [{ number: '44361350211234567', pin: '1234' }, [['number', 'INVALID']]],
    [
      { number: BLACKHAWK, pin: '1234' },
      [
        ['expMonth', 'REQUIRED'],
        ['expYear', 'REQUIRED'],
        ['cvv', 'REQUIRED'],
      ],
    ],
    [
      { number: BLACKHAWK, pin: '1234', expMonth: '13', expYear: '2', cvv: '1234' },
      [
        ['expMonth', 'INVALID'],
        ['expYear', 'INVALID'],
        ['cvv', 'INVALID'],
      ],
    ],
  ])('refuses %j', (input, expected) => {
    expect(codes(input)).toEqual(expected);
  });
});

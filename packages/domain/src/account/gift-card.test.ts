import { describe, expect, it } from 'vitest';
import { money } from '../catalog/money.ts';
import { fullCardYear, giftCardExpiryMmYyyy, giftCardRequestOf } from './gift-card.ts';

const amount = money(2500, 'USD');

describe('gift card rules (spec 001 §5)', () => {
  it('treats a card with no security code and no expiry as incomm, known by its number', () => {
    expect(giftCardRequestOf({ number: '6006 4912-3456', amount })).toEqual({
      ok: true,
      request: { vendor: 'incomm', number: '600649123456', amount },
    });
  });

  it('treats any other card as BlackHawk-style, with cvv2 and a MMYYYY expiry', () => {
    expect(
      giftCardRequestOf({
        number: '4436135021123456',
        amount,
        securityCode: '123',
        expiry: '03/27',
      }),
    ).toEqual({
      ok: true,
      request: {
        vendor: 'blackhawk',
        number: '4436135021123456',
        amount,
        cvv2: '123',
        expiry: '032027',
      },
    });
  });

  it.each([
    [{ number: '1234', amount: money(0, 'USD') }, [['amount', 'INVALID']]],
    [{ number: '1234', amount: money(-1, 'CAD') }, [['amount', 'INVALID']]],
    [{ number: '', amount }, [['number', 'REQUIRED']]],
    [{ number: '1234', amount, securityCode: '123' }, [['expiry', 'REQUIRED']]],
    [{ number: '1234', amount, expiry: '03/27' }, [['securityCode', 'REQUIRED']]],
    [{ number: '1234', amount, securityCode: '123', expiry: '3/27' }, [['expiry', 'INVALID']]],
    [{ number: '1234', amount, securityCode: '123', expiry: '13/27' }, [['expiry', 'INVALID']]],
  ])('refuses %j', (input, errors) => {
    const result = giftCardRequestOf(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors.map((error) => [error.fieldName, error.errorCode])).toEqual(errors);
    }
  });

  it.each([
    ['27', '2027'],
    ['2031', '2031'],
    ['00', '2000'],
  ])('year %s is %s', (year, full) => {
    expect(fullCardYear(year)).toBe(full);
  });

  it.each([
    ['03/27', '032027'],
    ['12/2030', '122030'],
    [' 01/26 ', '012026'],
    ['1/26', undefined],
    ['03-27', undefined],
    ['03/7', undefined],
  ])('expiry %j → %j', (expiry, mmyyyy) => {
    expect(giftCardExpiryMmYyyy(expiry)).toBe(mmyyyy);
  });
});

import { describe, expect, it } from 'vitest';
import { usd } from '../testing/billing-fixtures.ts';
import { checkOtherAmount, parseAmountInput } from './payment-amount.ts';

describe('parseAmountInput', () => {
  it.each([
    ['25', 2_500],
    ['25.5', 2_550],
    ['$1,234.50', 123_450],
    ['1 234,50 $', 123_450],
    ['1\u00a0234,50\u00a0$', 123_450],
    ['20,5', 2_050],
    ['0.99', 99],
    ['1,234', 123_400],
  ])('reads %s', (text, minor) => {
    expect(parseAmountInput(text)).toBe(minor);
  });

  it.each(['', 'twenty', '12.345', '1.2.3', '--5'])('refuses %s', (text) => {
    expect(parseAmountInput(text)).toBeUndefined();
  });
});

describe('checkOtherAmount', () => {
  const due = usd(4_297);
  it('wants an amount above zero and no more than is due', () => {
    expect(checkOtherAmount('  ', due)).toEqual({ ok: false, code: 'REQUIRED' });
    expect(checkOtherAmount('abc', due)).toEqual({ ok: false, code: 'INVALID' });
    expect(checkOtherAmount('0', due)).toEqual({ ok: false, code: 'NOT_POSITIVE' });
    expect(checkOtherAmount('-5', due)).toEqual({ ok: false, code: 'NOT_POSITIVE' });
    expect(checkOtherAmount('42.98', due)).toEqual({ ok: false, code: 'ABOVE_BALANCE' });
    expect(checkOtherAmount('42.97', due)).toEqual({ ok: true, amount: due });
    expect(checkOtherAmount('0,01', due)).toEqual({ ok: true, amount: usd(1) });
  });
});

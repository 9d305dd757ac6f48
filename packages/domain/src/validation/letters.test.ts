import { describe, expect, it } from 'vitest';
import { CA_ACCENTED_LETTERS, CA_LETTER_CLASS, US_LETTER_CLASS } from './letters.ts';

describe('letter classes', () => {
  const ca = new RegExp(`^[${CA_LETTER_CLASS}]+$`);

  it('adds À–ÿ to the ASCII letters in Canada, without × and ÷', () => {
    expect(CA_LETTER_CLASS).toBe(`${US_LETTER_CLASS}${CA_ACCENTED_LETTERS}`);
    expect(ca.test('ÀàÉéÈèÊêËëÎîÏïÔôÙùÛûÜüÇçÿ')).toBe(true);
    expect(ca.test('×')).toBe(false);
    expect(ca.test('÷')).toBe(false);
    expect(ca.test('Œ')).toBe(false);
  });
});

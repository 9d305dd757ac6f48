import { describe, expect, it } from 'vitest';
import { maskEmail, maskRadioId, radioIdLastFour } from './masking.ts';

describe('maskEmail', () => {
  it.each([
    ['jane.doe@example.com', 'j******@example.com'],
    ['a@b.co', 'a******@b.co'],
    [' Élodie@exemple.ca ', 'É******@exemple.ca'],
    ['"odd@local"@example.com', '"******@example.com'],
    ['no-at-sign', '******'],
    ['@example.com', '******'],
    ['', '******'],
  ])('%j → %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('shows six stars whatever the length of the local part', () => {
    expect(maskEmail('ab@x.io')).toBe('a******@x.io');
    expect(maskEmail('abcdefghijklmnop@x.io')).toBe('a******@x.io');
  });
});

describe('radio id last four', () => {
  it.each([
    ['ABCD1234', '1234'],
    ['abcd-efgh-12ab', '12AB'],
    ['XYZ', 'XYZ'],
    ['0f8fad5b-d9cb-469f-a165-70867728950e', '950E'],
  ])('%s → %s', (radioId, lastFour) => {
    expect(radioIdLastFour(radioId)).toBe(lastFour);
  });

  it('masks for display', () => {
    expect(maskRadioId('ABCD-EFGH-1234')).toBe('****1234');
  });
});

import { describe, expect, it } from 'vitest';
import {
  careDoNotCallRequestSchema,
  doNotCallRequestDate,
  formatPhoneNumber,
  isDoNotCallPending,
} from './do-not-call-request.ts';

describe('formatPhoneNumber', () => {
  it('groups the digits typed so far, ten at most', () => {
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber('555')).toBe('555');
    expect(formatPhoneNumber('5551')).toBe('555-1');
    expect(formatPhoneNumber('(555) 123-45')).toBe('555-123-45');
    expect(formatPhoneNumber('5551234567')).toBe('555-123-4567');
    expect(formatPhoneNumber('55512345678')).toBe('555-123-4567');
  });
});

describe('careDoNotCallRequestSchema', () => {
  it('parses the number to its digits and refuses other shapes', () => {
    expect(careDoNotCallRequestSchema.parse({ phoneNumber: '555-123-4567' })).toEqual({
      phoneNumber: '5551234567',
    });
    const refused = careDoNotCallRequestSchema.safeParse({ phoneNumber: '555-1234' });
    expect(refused.success).toBe(false);
    expect(
      careDoNotCallRequestSchema.safeParse({ phoneNumber: '5551234567', extra: 1 }).success,
    ).toBe(false);
  });
});

describe('doNotCallRequestDate', () => {
  it("is the date in the market's care-centre time zone", () => {
    // 03:30 UTC is still the evening before in New York and Toronto.
    expect(doNotCallRequestDate(new Date('2026-11-27T03:30:00Z'), 'us')).toBe('2026-11-26');
    expect(doNotCallRequestDate(new Date('2026-11-27T03:30:00Z'), 'ca')).toBe('2026-11-26');
    expect(doNotCallRequestDate(new Date('2026-11-27T15:00:00Z'), 'us')).toBe('2026-11-27');
  });

  it('keeps a registration pending up to and including its honour-by date', () => {
    expect(isDoNotCallPending('2026-12-07', '2026-12-07')).toBe(true);
    expect(isDoNotCallPending('2026-12-07', '2026-12-08')).toBe(false);
  });
});

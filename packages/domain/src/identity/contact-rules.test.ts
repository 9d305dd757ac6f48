import { describe, expect, it } from 'vitest';
import { maskEmail } from '../account/masking.ts';
import {
  handleKey,
  handleKindOf,
  isValidEmailAddress,
  isValidUsername,
  normalizePhoneNumber,
} from './contact-rules.ts';
import { maskPhoneNumber } from './masking.ts';

describe('handles', () => {
  it.each([
    ['listener@orbitradio.test', 'email'],
    ['  Listener@OrbitRadio.test ', 'email'],
    ['éloïse@orbitradio.ca', 'email'],
    ['skywatcher7', 'username'],
    ['abcdefghij0123456789', 'username'],
    ['abc12', undefined],
    ['abcdefghij01234567890', undefined],
    ['sky watcher', undefined],
    ['not-an-email@', undefined],
  ])('%s is %s', (handle, kind) => {
    expect(handleKindOf(handle)).toBe(kind);
  });

  it('compares handles trimmed and lower-cased', () => {
    expect(handleKey('  Listener@OrbitRadio.TEST ')).toBe('listener@orbitradio.test');
  });

  it('accepts a username of 6–20 letters and digits, or an email, per market', () => {
    expect(isValidUsername('skywatcher7', 'us')).toBe(true);
    expect(isValidUsername('sky@orbitradio.test', 'us')).toBe(true);
    expect(isValidUsername('sky_watcher', 'us')).toBe(false);
    expect(isValidEmailAddress('éloïse@orbitradio.ca', 'ca')).toBe(true);
    expect(isValidEmailAddress('éloïse@orbitradio.ca', 'us')).toBe(false);
  });

  it('reads phone numbers as ten digits', () => {
    expect(normalizePhoneNumber('514-555-0142')).toBe('5145550142');
    expect(normalizePhoneNumber('5145550142')).toBe('5145550142');
    expect(normalizePhoneNumber('514555014')).toBeUndefined();
    expect(normalizePhoneNumber('(514) 555-0142x')).toBeUndefined();
  });
});

describe('masking', () => {
  it('shows the first character, six stars, then the domain part of an email', () => {
    expect(maskEmail('listener@orbitradio.test')).toBe('l******@orbitradio.test');
    expect(maskEmail('a@b.co')).toBe('a******@b.co');
    expect(maskEmail('nonsense')).toBe('******');
  });

  it('shows only the last four digits of a phone', () => {
    expect(maskPhoneNumber('5145550142')).toBe('***-***-0142');
  });
});

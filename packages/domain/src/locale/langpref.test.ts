import { describe, expect, it } from 'vitest';
import { normaliseLangpref, resolveLocale } from './langpref.ts';

describe('normaliseLangpref', () => {
  it.each([
    ['FR-ca', 'ca', 'fr-CA'],
    ['fr_ca', 'ca', 'fr-CA'],
    ['fr', 'ca', 'fr-CA'],
    ['EN', 'us', 'en-US'],
    ['en-us', 'ca', 'en-US'],
  ] as const)('turns %s on a %s host into %s', (raw, country, expected) => {
    expect(normaliseLangpref(raw, country)).toBe(expected);
  });

  it.each(['', 'french', 'f', 'fr-CAN', '12-34', 'fr-CA;drop'])('rejects %j', (raw) => {
    expect(normaliseLangpref(raw, 'ca')).toBeUndefined();
  });
});

describe('resolveLocale', () => {
  it('shows French on a Canadian host when langpref asks for it, whatever its case', () => {
    expect(resolveLocale('FR-ca', 'ca')).toBe('fr-CA');
  });

  it('keeps a US host in en-US even when fr-CA is asked for', () => {
    expect(resolveLocale('fr-CA', 'us')).toBe('en-US');
    expect(resolveLocale('fr', 'us')).toBe('en-US');
  });

  it('falls back to the country default for missing or unknown values', () => {
    expect(resolveLocale(null, 'ca')).toBe('en-CA');
    expect(resolveLocale('es-MX', 'ca')).toBe('en-CA');
    expect(resolveLocale('garbage', 'us')).toBe('en-US');
  });

  it('reads an English langpref on a Canadian host as Canadian English', () => {
    expect(resolveLocale('en', 'ca')).toBe('en-CA');
  });
});

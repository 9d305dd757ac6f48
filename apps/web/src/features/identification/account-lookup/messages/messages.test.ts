import { parse } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { accountLookupCatalog } from './index.ts';

describe('the account lookup messages', () => {
  it('has the same ids in every locale and parses as ICU', () => {
    const ids = Object.keys(accountLookupCatalog['en-US']).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(accountLookupCatalog[locale]).sort()).toEqual(ids);
      for (const [id, message] of Object.entries(accountLookupCatalog[locale])) {
        expect(() => parse(message), `${locale} ${id}`).not.toThrow();
      }
    }
  });

  it('is really translated into French', () => {
    const same = Object.entries(accountLookupCatalog['fr-CA']).filter(
      ([id, message]) =>
        accountLookupCatalog['en-CA'][id] === message && /[a-z]{4,}/i.test(message),
    );
    // « Radio » is the French word too.
    expect(same.map(([id]) => id)).toEqual(['lookup.radio.device.radio']);
  });
});

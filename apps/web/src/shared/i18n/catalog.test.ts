import { parse } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../app/catalog.ts';

describe('the message catalog', () => {
  it('has the same ids in every locale', () => {
    const ids = Object.keys(catalog['en-US']).sort();
    for (const locale of LOCALES) expect(Object.keys(catalog[locale]).sort()).toEqual(ids);
  });

  it('parses as ICU in every locale', () => {
    for (const locale of LOCALES) {
      for (const [id, message] of Object.entries(catalog[locale])) {
        expect(() => parse(message), `${locale} ${id}`).not.toThrow();
      }
    }
  });

  it('is really translated into French, not copied from English', () => {
    const same = Object.entries(catalog['fr-CA']).filter(
      ([id, message]) => catalog['en-CA'][id] === message && /[a-z]{4,}/i.test(message),
    );
    // Only names and the language toggle (which names each language in itself) may match.
    expect(same.map(([id]) => id).sort()).toEqual([
      'app.pageTitle',
      'app.title',
      'i18n.toggle.toEnglish',
      'i18n.toggle.toEnglishLabel',
      'i18n.toggle.toFrench',
      'i18n.toggle.toFrenchLabel',
    ]);
  });
});

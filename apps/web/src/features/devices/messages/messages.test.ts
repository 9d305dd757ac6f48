import { parse } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { devicesCatalog } from './index.ts';

/**
 * The device-code messages are loaded with the TV and speaker code pages (CatalogLayer), not
 * from the app catalog, so the app's catalog test does not see them: the same checks here.
 */
describe('devices messages', () => {
  it('have the same ids in every locale and parse as ICU', () => {
    const ids = Object.keys(devicesCatalog['en-US']).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(devicesCatalog[locale]).sort()).toEqual(ids);
      for (const [id, message] of Object.entries(devicesCatalog[locale])) {
        expect(() => parse(message), `${locale} ${id}`).not.toThrow();
      }
    }
  });

  it('are really French in fr-CA', () => {
    const same = Object.entries(devicesCatalog['fr-CA']).filter(
      ([id, message]) => devicesCatalog['en-CA'][id] === message && /[a-z]{4,}/i.test(message),
    );
    expect(same.map(([id]) => id)).toEqual([]);
  });

  it('name the lead, submit and success of every kind of code', () => {
    const ids = ['tv', 'speaker'].flatMap((kind) =>
      ['lead', 'submit', 'success.title', 'success.body'].map(
        (part) => `deviceCode.${kind}.${part}`,
      ),
    );
    for (const locale of LOCALES) {
      for (const id of ids) expect(devicesCatalog[locale][id], `${locale} ${id}`).toBeTruthy();
    }
  });
});

import { parse } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { passkeyCatalog } from '../passkeys/messages/index.ts';
import { identityCatalog } from './index.ts';

/**
 * The sign-in, recovery and passkey messages are loaded with the identity pages (CatalogLayer),
 * not from the app catalog, so the app's catalog test does not see them: the same checks here.
 */
describe.each([
  ['identity', identityCatalog],
  ['passkey', passkeyCatalog],
])('%s messages', (_name, catalog) => {
  it('have the same ids in every locale and parse as ICU', () => {
    const ids = Object.keys(catalog['en-US']).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(catalog[locale]).sort()).toEqual(ids);
      for (const [id, message] of Object.entries(catalog[locale])) {
        expect(() => parse(message), `${locale} ${id}`).not.toThrow();
      }
    }
  });

  it('are really French in fr-CA', () => {
    const same = Object.entries(catalog['fr-CA']).filter(
      ([id, message]) => catalog['en-CA'][id] === message && /[a-z]{4,}/i.test(message),
    );
    expect(same.map(([id]) => id)).toEqual([]);
  });
});

import { parse } from '@formatjs/icu-messageformat-parser';
import { FEE_LABEL_KEYS, LOCALES, TAX_LABEL_KEYS } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { catalogFeatureCatalog } from '../../catalog/index.ts';
import { checkoutCatalog } from './index.ts';

/**
 * The checkout's and the offer components' messages are loaded with the checkout routes
 * (CheckoutProviders), not from the app catalog, so the app's catalog test does not see them:
 * the same checks here.
 */
describe.each([
  ['checkout', checkoutCatalog],
  ['catalog', catalogFeatureCatalog],
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

describe('checkout messages', () => {
  it('name every tax and fee code the quote can carry', () => {
    for (const id of [...Object.values(TAX_LABEL_KEYS), ...Object.values(FEE_LABEL_KEYS)]) {
      for (const locale of LOCALES)
        expect(checkoutCatalog[locale][id], `${locale} ${id}`).toBeTruthy();
    }
  });
});

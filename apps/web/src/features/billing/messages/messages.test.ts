import { parse } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { billingCatalog } from './index.ts';

/** Words that are the same in French (brand-like tax names, "Date", "Total", a card "Active"). */
const SAME_IN_FRENCH = new Set([
  'billing.thanks.date',
  'billing.invoice.total',
  'billing.cardStatus.active',
  'billing.invoice.taxWithRate',
]);

/**
 * The billing messages come with the billing chunk (BillingProviders), not the app catalog, so
 * the app's catalog test does not see them: the same checks here.
 */
describe('billing messages', () => {
  it('have the same ids in every locale and parse as ICU', () => {
    const ids = Object.keys(billingCatalog['en-US']).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(billingCatalog[locale]).sort()).toEqual(ids);
      for (const [id, message] of Object.entries(billingCatalog[locale])) {
        expect(() => parse(message), `${locale} ${id}`).not.toThrow();
      }
    }
  });

  it('are really French in fr-CA', () => {
    const same = Object.entries(billingCatalog['fr-CA']).filter(
      ([id, message]) =>
        !SAME_IN_FRENCH.has(id) &&
        billingCatalog['en-CA'][id] === message &&
        /[a-z]{4,}/i.test(message.replace(/\{[^}]*\}/g, '')),
    );
    expect(same.map(([id]) => id)).toEqual([]);
  });
});

import { parse } from '@formatjs/icu-messageformat-parser';
import { FEE_CODES, FEE_LABEL_KEYS, LOCALES, TAX_CODES, TAX_LABEL_KEYS } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
// The test only: billing's chunk never loads the checkout's messages.
import { checkoutCatalog } from '../../checkout/messages/index.ts';
import { FEE_LABEL_IDS, TAX_LABEL_IDS } from '../section/invoice-labels.ts';
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

  it('name each invoice tax and fee in the checkout’s words (TPS, TVQ…), without its rate', () => {
    const withoutRate = (message: string | undefined) => message?.replace(/\s*\(\{rate\}\)$/, '');
    for (const locale of LOCALES) {
      const billing = billingCatalog[locale];
      const checkout = checkoutCatalog[locale];
      for (const code of TAX_CODES) {
        expect(billing[TAX_LABEL_IDS[code]], `${locale} ${code}`).toBe(
          withoutRate(checkout[TAX_LABEL_KEYS[code]]),
        );
      }
      for (const code of FEE_CODES) {
        expect(billing[FEE_LABEL_IDS[code]], `${locale} ${code}`).toBe(
          checkout[FEE_LABEL_KEYS[code]],
        );
      }
    }
  });
});

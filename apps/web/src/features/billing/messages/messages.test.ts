import { FEE_CODES, FEE_LABEL_KEYS, LOCALES, TAX_CODES, TAX_LABEL_KEYS } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { preloadedMessages } from '../../../testing/every-catalog.ts';
// The test only: billing's chunk never loads the checkout's messages.
import { checkoutCatalog } from '../../checkout/index.ts';
import { FEE_LABEL_IDS, TAX_LABEL_IDS } from '../section/invoice-labels.ts';
import { billingCatalog } from './index.ts';

describe('billing messages', () => {
  it('name each invoice tax and fee in the checkout’s words (TPS, TVQ…), without its rate', () => {
    const withoutRate = (message: string | undefined) => message?.replace(/\s*\(\{rate\}\)$/, '');
    for (const locale of LOCALES) {
      const billing = preloadedMessages(billingCatalog, locale);
      const checkout = preloadedMessages(checkoutCatalog, locale);
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

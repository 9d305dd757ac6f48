import { FEE_LABEL_KEYS, LOCALES, TAX_LABEL_KEYS } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { preloadedMessages } from '../../../testing/every-catalog.ts';
import { checkoutCatalog } from './index.ts';

describe('checkout messages', () => {
  it('name every tax and fee code the quote can carry', () => {
    for (const id of [...Object.values(TAX_LABEL_KEYS), ...Object.values(FEE_LABEL_KEYS)]) {
      for (const locale of LOCALES)
        expect(preloadedMessages(checkoutCatalog, locale)[id], `${locale} ${id}`).toBeTruthy();
    }
  });
});

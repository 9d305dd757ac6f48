import { orderSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../../db/seed/identities.ts';
import { OWNER_CARD } from '../../../db/seed/subscriber-accounts.ts';
import { freshClock } from '../../../testing/identities.ts';
import { bearer, signIn } from '../../../testing/service-sessions.ts';
import { createTestApp } from '../../../testing/test-app.ts';

/**
 * Calls naming another customer's order, card or subscription are in the one BOLA matrix
 * (`apps/server/src/testing/bola-matrix.test.ts`); here, the lists: what a customer lists of
 * their own never includes another's.
 */
describe('another customer’s orders, cards and subscriptions in lists (BOLA)', () => {
  it('lists none of the owner’s things to the other customer', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const owner = await signIn(testApp, DEMO_IDENTITIES.accountHolder.id);
    const other = await signIn(testApp, DEMO_IDENTITIES.canadian.id);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/order/v1/orders',
      headers: bearer(owner.session),
      payload: { newSubscription: { offerId: 'US_STREAM_PLAT_MO' } },
    });
    const order = orderSchema.parse(created.json());
    const lists = ['/billing/v1/payment-methods', '/subscription/v1/subscriptions'];
    for (const url of lists) {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: bearer(other.session),
      });
      expect(response.statusCode, url).toBeLessThan(500);
      for (const secret of [OWNER_CARD.paymentMethodId, 'sub_seed_active_0003', order.id]) {
        expect(response.body, url).not.toContain(secret);
      }
    }
  });
});

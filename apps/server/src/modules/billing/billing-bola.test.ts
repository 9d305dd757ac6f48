import { careErrorBodySchema, serviceErrorBodySchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  billingProfiles,
  giftCards,
  invoices,
  paymentMethods,
  payments,
  subscriberAccounts,
} from '../../db/schema/index.ts';
import { DEMO_GIFT_CARDS } from '../../db/seed/gift-cards.ts';
import { billingApp, clonePastDueAccount, OWNER } from './billing.testing.ts';
import { BILLING_BOLA_ENDPOINTS, type BillingBolaVictim } from './billing-endpoints.bola.ts';

const VICTIM: BillingBolaVictim = {
  accountNumber: OWNER.accountNumber,
  invoiceId: OWNER.invoiceId,
  paymentMethodId: OWNER.paymentMethodId,
  billingProfileId: OWNER.billingProfileId,
};

/** Everything of the victim's a billing call could change. */
async function victimState(db: Db) {
  const account = OWNER.accountNumber;
  return {
    account: await db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, account)),
    invoices: await db.select().from(invoices).where(eq(invoices.accountNumber, account)),
    payments: await db.select().from(payments).where(eq(payments.accountNumber, account)),
    profile: await db
      .select()
      .from(billingProfiles)
      .where(eq(billingProfiles.id, OWNER.billingProfileId)),
    cards: await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.billingProfileId, OWNER.billingProfileId)),
    giftCard: await db.select().from(giftCards).where(eq(giftCards.id, DEMO_GIFT_CARDS.us100.id)),
  };
}

describe('billing calls made with another customer’s ids', () => {
  it.each(BILLING_BOLA_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: 404, nothing of the victim in the answer, nothing changed',
    async (_name, endpoint) => {
      const testApp = await billingApp();
      const attacker = await clonePastDueAccount(testApp);
      const before = await victimState(testApp.db);
      const headers = endpoint.headers?.(VICTIM) ?? {};
      const body = endpoint.body?.(VICTIM) as object | undefined;
      let response: Awaited<ReturnType<typeof testApp.post>>;
      if (endpoint.surface === 'care') {
        await testApp.signIn(attacker.login);
        response = await testApp.post(endpoint.url(VICTIM), body ?? {}, headers);
      } else {
        const call = await testApp.serviceCaller(attacker.identityId);
        response = await call(endpoint.method, endpoint.url(VICTIM), body, headers);
      }
      expect(response.statusCode, response.body).toBe(404);
      if (endpoint.surface === 'care') careErrorBodySchema.parse(response.json());
      else serviceErrorBodySchema.parse(response.json());
      for (const secret of ['Rivera', 'Jordan', 'Congress', '4242', 'ORB-10000001', '3088']) {
        expect(response.body).not.toContain(secret);
      }
      expect(await victimState(testApp.db)).toEqual(before);
    },
  );
});

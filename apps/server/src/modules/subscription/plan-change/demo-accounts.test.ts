import { careQuoteResultSchema, careSuccessSchema, purchaseResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedRuns } from '../../../db/schema/index.ts';
import { PLAN_CHANGERS } from '../../../db/seed/plan-change-accounts.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { careCheckout, newTransactionId } from '../../checkout/orders/checkout.testing.ts';
import { CHANGE, careHostOf, QUOTE } from './plan-change.testing.ts';

/**
 * The seeded plan-change customers, as the browser tests meet them: on the day the demo data was
 * seeded, each is mid-term (the promo customer in their promotion) and upgrades on the card on
 * file, charged exactly the preview.
 */
describe('the plan-change demo accounts', () => {
  it.each([
    ['texas', 'US_SAT_PLAT_MO', 'SALES'],
    ['promo', 'US_SAT_AA_MO', 'SALES'],
    ['quebec', 'CA_SAT_AA_MO', 'QST'],
  ] as const)('%s upgrades now to %s, taxed with %s', async (who, planCode, taxCode) => {
    const changer = PLAN_CHANGERS[who];
    const clock = createFakeClock();
    const { app, db } = await createTestApp({ clock, ownDatabase: true });
    const [run] = await db.select().from(seedRuns).where(eq(seedRuns.part, 'plan-change-accounts'));
    if (!run) throw new Error('plan-change accounts not seeded');
    clock.set(new Date(run.seededAt.getTime() + 3_600_000));

    const checkout = await careCheckout(app, careHostOf(changer));
    const login = await app.inject({
      method: 'POST',
      url: '/services/authenticate/login',
      headers: { host: checkout.host, ...checkout.cookie },
      payload: {
        token: { username: changer.handle, password: changer.password },
        keepMeSignedIn: false,
      },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = cookieHeaderFrom(login);
    const serviceAddress = {
      streetAddress: changer.serviceAddress.addressLine1,
      city: changer.serviceAddress.city,
      state: changer.serviceAddress.state,
      postalCode: changer.serviceAddress.zip,
      country: changer.serviceAddress.country,
    };
    const quoted = await checkout.post(
      QUOTE,
      { planCodes: [{ planCode }], serviceAddress, subscriptionId: changer.subscriptionId },
      undefined,
      cookie,
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    const preview = careSuccessSchema(careQuoteResultSchema).parse(quoted.json()).data;
    expect(preview.planChange?.timing).toBe('NOW');
    expect(preview.currentQuote.taxes.map((tax) => tax.code)).toContain(taxCode);

    const transactionId = newTransactionId();
    const confirmed = await checkout.post(
      CHANGE,
      {
        subscriptionId: changer.subscriptionId,
        quoteId: preview.planChange?.quoteId,
        plans: [{ planCode }],
        paymentInfo: { useCardOnFile: true, paymentType: 'creditCard', transactionId },
        serviceAddress: {
          ...serviceAddress,
          firstName: changer.firstName,
          lastName: changer.lastName,
          phone: changer.phone,
          email: changer.handle,
        },
        languagePreference: changer.language,
        agreementAccepted: true,
      },
      transactionId,
      cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const result = careSuccessSchema(purchaseResultSchema).parse(confirmed.json()).data;
    expect(result.amountCharged).toEqual(preview.currentQuote.currentBalance);
  });
});

import {
  carePackageUpgradeTokenResultSchema,
  careQuoteResultSchema,
  careSuccessSchema,
  type PurchaseChangeSubscriptionRequest,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import {
  packageUpgradeLinks,
  sandboxGatewayCharges,
  sandboxGatewayRefunds,
  subscriptionPhases,
} from '../../db/schema/index.ts';
import { UPGRADE_CUSTOMERS } from '../../db/seed/upgrade-accounts.ts';
import { tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { careCheckout, newTransactionId } from '../checkout/orders/checkout.testing.ts';
import { type EntryLinkRequest, mintEntryLink } from '../identification/index.ts';

/** Test kit: an app on its own database, dated mid-term of the seeded upgrade customers' plans. */
export const OPEN_LINK = '/services/account/token/pkg-upgrade';
export const UPGRADE_OFFERS = '/services/offers/customer/upgrade';
export const QUOTE = '/services/quotes/quote';
export const CHANGE = '/services/purchase/change-subscription';
export const ADD = '/services/purchase/add-subscription';

const DAY_MS = 86_400_000;
export const TEXAS = UPGRADE_CUSTOMERS.tierUp;

export const TEXAS_ADDRESS = {
  streetAddress: TEXAS.serviceAddress.addressLine1,
  city: TEXAS.serviceAddress.city,
  state: TEXAS.serviceAddress.state,
  postalCode: TEXAS.serviceAddress.zip,
  country: TEXAS.serviceAddress.country,
};

const dataOf = <T>(response: { json(): unknown }, schema: import('zod').core.$ZodType<T>) =>
  careSuccessSchema(schema).parse(response.json()).data as T;

export async function upgradeSetUp() {
  const testApp = await createTestApp({ clock: createFakeClock(), ownDatabase: true });
  const { db, clock, app } = testApp;
  const [phase] = await db
    .select()
    .from(subscriptionPhases)
    .where(eq(subscriptionPhases.subscriptionId, TEXAS.subscriptionId));
  // Seventy days after the plan began: mid-way through its third monthly term.
  clock.set(new Date((phase?.startsAt ?? new Date()).getTime() + 70 * DAY_MS + 9 * 3_600_000));

  const mint = (request: Omit<EntryLinkRequest, 'type' | 'days'> & { days?: number }) =>
    mintEntryLink(db, { type: 'PKG_UPGRADE', days: 30, ...request }, clock.now());

  /** A visitor's care session (another browser each call). */
  const visitor = async () => {
    const checkout = await careCheckout(app);
    const open = async (token: string) =>
      dataOf(await checkout.post(OPEN_LINK, { token }), carePackageUpgradeTokenResultSchema);
    const quote = async (subscriptionId: string, planCode: string) =>
      dataOf(
        await checkout.post(QUOTE, {
          planCodes: [{ planCode }],
          serviceAddress: TEXAS_ADDRESS,
          subscriptionId,
        }),
        careQuoteResultSchema,
      );
    return { ...checkout, open, quote };
  };

  /** `purchase/change-subscription` confirming `quoteId`, paid with a new card. */
  const changeBody = async (
    quoteId: string,
    planCode: string,
  ): Promise<PurchaseChangeSubscriptionRequest> => ({
    subscriptionId: TEXAS.subscriptionId,
    quoteId,
    plans: [{ planCode }],
    paymentInfo: {
      useCardOnFile: false,
      paymentType: 'creditCard',
      cardInfo: { cardToken: await tokenizeCard(app, '4242424242424242'), nameOnCard: 'Riley N' },
      transactionId: newTransactionId(),
    },
    serviceAddress: {
      ...TEXAS_ADDRESS,
      firstName: TEXAS.firstName,
      lastName: TEXAS.lastName,
      phone: TEXAS.phone,
      email: TEXAS.handle,
    },
    languagePreference: 'en-US',
    agreementAccepted: true,
  });

  const linkRow = async (linkId: string) =>
    (await db.select().from(packageUpgradeLinks).where(eq(packageUpgradeLinks.linkId, linkId)))[0];
  /** Charges that stand: made and not given back. */
  const standingCharges = async () => {
    const refunded = new Set(
      (await db.select().from(sandboxGatewayRefunds)).map((refund) => refund.chargeId),
    );
    return (await db.select().from(sandboxGatewayCharges)).filter(
      (charge) =>
        charge.status === 'succeeded' && charge.amountMinor > 0 && !refunded.has(charge.id),
    );
  };
  return { ...testApp, mint, visitor, changeBody, linkRow, standingCharges };
}

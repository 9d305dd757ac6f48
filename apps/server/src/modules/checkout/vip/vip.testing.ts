import {
  careSuccessSchema,
  careVipEligibilityResultSchema,
  careVipQuoteResultSchema,
  type PurchaseUpgradeVipRequest,
  purchaseVipResultSchema,
  type VipDeviceName,
} from '@orbit/domain';
import { eq, inArray } from 'drizzle-orm';
import {
  sandboxGatewayCharges,
  subscriptionBundles,
  subscriptions,
} from '../../../db/schema/index.ts';
import type { VIP_DEMO_ACCOUNTS } from '../../../db/seed/vip-accounts.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';
import { createTestApp, type TestAppOptions } from '../../../testing/test-app.ts';
import { careCheckout, newTransactionId } from '../orders/checkout.testing.ts';

/** Test kit: a Platinum VIP demo account (db/seed/vip-accounts.ts) and the VIP calls on its behalf. */
export type VipHolder = (typeof VIP_DEMO_ACCOUNTS)[keyof typeof VIP_DEMO_ACCOUNTS];

export const VIP_PATHS = {
  token: '/services/account/token/upgrade-vip',
  tokenEligible: '/services/account/token/vip-eligible-radios',
  eligible: '/services/account/vip-eligible-radios',
  quote: '/services/quotes/upgrade-vip',
  purchase: '/services/purchase/upgrade-vip',
  update: '/services/purchase/update-vip-subscription',
  updateOffers: '/services/offers/vip-update',
  ownSecondRadio: '/services/account/vip-second-radio',
} as const;

export const eligibilityOf = (response: { json(): unknown }) =>
  careSuccessSchema(careVipEligibilityResultSchema).parse(response.json()).data;
export const vipQuoteOf = (response: { json(): unknown }) =>
  careSuccessSchema(careVipQuoteResultSchema).parse(response.json()).data;
export const vipResultOf = (response: { json(): unknown }) =>
  careSuccessSchema(purchaseVipResultSchema).parse(response.json()).data;

/**
 * An app on its own database (the seed is dated from the real clock, so the test's fake clock
 * starts there too), `gateway` wrapping the sandbox's, and helpers for one holder's care session.
 */
export async function vipSetUp(gateway?: TestAppOptions['gateway']) {
  const clock = createFakeClock(new Date());
  const testApp = await createTestApp({
    clock,
    ownDatabase: true,
    ...(gateway ? { gateway } : {}),
  });
  const { app, db } = testApp;

  /** A VIP link for the holder's first radio, minted as the CLI and the dev endpoint mint it. */
  const mintLink = async (radioId: string, programCode = 'USPVIP') => {
    const minted = await app.inject({
      method: 'GET',
      url: `/dev/entry-token?type=UPGRADE_VIP&radioId=${radioId}&programCode=${programCode}`,
    });
    if (minted.statusCode !== 200) throw new Error(minted.body);
    return (minted.json() as { token: string; path: string }).token;
  };

  /** A care session that opened the holder's link: identified and verified, not signed in. */
  const byLink = async (radioId: string) => {
    const checkout = await careCheckout(app);
    const token = await mintLink(radioId);
    const eligible = await checkout.post(VIP_PATHS.tokenEligible, {
      token,
      tokenType: 'UPGRADE_VIP',
      student: false,
    });
    if (eligible.statusCode !== 200) throw new Error(eligible.body);
    return { ...checkout, token, eligibility: eligibilityOf(eligible) };
  };

  /** A care session signed in as the holder, no link opened. */
  const signedInOnly = async (holder: VipHolder) => {
    // A Canadian account signs in on the Canadian site.
    const host = holder.market.country === 'ca' ? 'care.orbitradio.ca' : undefined;
    const checkout = await careCheckout(app, host);
    const login = await checkout.post('/services/authenticate/login', {
      token: { username: holder.handle, password: holder.password },
      keepMeSignedIn: false,
    });
    if (login.statusCode !== 200) throw new Error(login.body);
    const cookie = cookieHeaderFrom(login);
    return {
      post: (url: string, payload: object, key?: string) =>
        checkout.post(url, payload, key, cookie),
    };
  };

  /** A care session signed in as the holder, which then opened the link. */
  const signedIn = async (holder: VipHolder, radioId: string, programCode = 'USPVIP') => {
    const { post } = await signedInOnly(holder);
    const eligible = await post(VIP_PATHS.tokenEligible, {
      token: await mintLink(radioId, programCode),
      tokenType: 'UPGRADE_VIP',
      student: false,
    });
    if (eligible.statusCode !== 200) throw new Error(eligible.body);
    return { post, eligibility: eligibilityOf(eligible) };
  };

  /** The order body for two devices, on the card on file unless `cardToken` is given. */
  const orderBody = (
    firstDevice: VipDeviceName,
    secondDevice: VipDeviceName,
    cardToken?: string,
  ): PurchaseUpgradeVipRequest => ({
    programCode: 'USPVIP',
    firstDevice,
    secondDevice,
    paymentInfo: {
      useCardOnFile: cardToken === undefined,
      paymentType: 'creditCard',
      ...(cardToken ? { cardInfo: { cardToken, nameOnCard: 'Robin Brennan' } } : {}),
      transactionId: newTransactionId(),
    },
    agreementAccepted: true,
  });

  /** What the order may touch on the holder's account. */
  const snapshot = async (holder: VipHolder) => {
    const held = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountNumber, holder.accountNumber));
    return {
      subscriptions: held,
      bundles: await db
        .select()
        .from(subscriptionBundles)
        .where(eq(subscriptionBundles.accountNumber, holder.accountNumber)),
      charges: await db
        .select()
        .from(sandboxGatewayCharges)
        .where(inArray(sandboxGatewayCharges.token, [holder.card.token])),
    };
  };
  return { ...testApp, clock, mintLink, byLink, signedIn, signedInOnly, orderBody, snapshot };
}

/** The name the lookups gave a radio, by its last four. */
export function radioNamed(
  eligibility: ReturnType<typeof eligibilityOf>,
  radioId: string,
): VipDeviceName {
  const all = [eligibility.firstDevice, ...eligibility.secondDevices];
  const found = all.find((device) => device.radioIdLastFour === radioId.slice(-4));
  if (!found) throw new Error(`no device ending ${radioId.slice(-4)}`);
  return found.device;
}

/** The holder's seeded devices, in seed order, each with its radio id ('' for streaming). */
export function devicesOf(holder: VipHolder) {
  return holder.devices.map((device) => ({
    radioId: device.radioId ?? '',
    subscriptionId: device.subscriptionId,
  }));
}

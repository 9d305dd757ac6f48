import { careErrorBodySchema, careSuccessSchema, serviceErrorBodySchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import {
  accountLinkEvents,
  billingProfiles,
  devices,
  giftCards,
  invoices,
  oauthProviderRecords,
  orders,
  passkeyCredentials,
  paymentMethods,
  payments,
  radios,
  sessionFamilies,
  subscriberAccounts,
  subscriptions,
} from '../db/schema/index.ts';
import { DEMO_GIFT_CARDS } from '../db/seed/gift-cards.ts';
import {
  billingApp,
  clonePastDueAccount,
  OWNER,
  OWNER_LOGIN,
} from '../modules/billing/billing.testing.ts';
import {
  insertLinkedService,
  linkDeviceByCode,
  registerPasskey,
} from '../modules/devices/sign-ins/sign-ins.testing.ts';
import { tokenizeCard } from '../platform/payments/card-tokens.testing.ts';
import { ACCOUNT_SCOPED_ENDPOINTS, type BolaVictim } from './account-scoped-endpoints.ts';
import { signIn } from './service-sessions.ts';

/** What the victim (orbitowner1, account 10000001) has that no answer may show. */
const VICTIM_SECRETS = [
  'Rivera',
  'Jordan',
  'Congress',
  '4242',
  'ORBT0004',
  "Jordan's car",
  'ORB-10000001',
];

/** Everything of the victim's an account-scoped call could change. */
async function victimState(db: Db, orderId: string) {
  const account = OWNER.accountNumber;
  return {
    account: await db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, account)),
    radios: await db.select().from(radios).where(eq(radios.accountNumber, account)),
    subscriptions: await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountNumber, account)),
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
    order: await db.select().from(orders).where(eq(orders.id, orderId)),
    giftCard: await db.select().from(giftCards).where(eq(giftCards.id, DEMO_GIFT_CARDS.us100.id)),
    // Devices and sign-ins (ADR 078): its sessions, devices, passkeys and partner links.
    sessions: await db
      .select()
      .from(sessionFamilies)
      .where(eq(sessionFamilies.identityId, OWNER.identityId)),
    devices: await db.select().from(devices).where(eq(devices.identityId, OWNER.identityId)),
    passkeys: await db
      .select()
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.identityId, OWNER.identityId)),
    links: await db
      .select()
      .from(accountLinkEvents)
      .where(eq(accountLinkEvents.identityId, OWNER.identityId)),
    grants: await db
      .select()
      .from(oauthProviderRecords)
      .where(eq(oauthProviderRecords.model, 'Grant')),
  };
}

const accountView = careSuccessSchema(
  z.object({ devices: z.array(z.object({ id: z.string(), radioIdLastFour: z.string() })) }),
);

/** The victim's ids as the victim sees them: its radio's device id and an order of its own. */
async function victimIds(testApp: Awaited<ReturnType<typeof billingApp>>): Promise<BolaVictim> {
  await testApp.signIn(OWNER_LOGIN);
  const view = accountView.parse((await testApp.post('/services/account', {})).json());
  const device = view.data.devices.find((shown) => shown.radioIdLastFour === '0004');
  const asVictim = await testApp.serviceCaller(OWNER.identityId);
  const order = await asVictim('POST', '/order/v1/orders', {
    newSubscription: { offerId: 'US_STREAM_PLAT_MO' },
  });
  expect(order.statusCode, order.body).toBe(201);
  // Its TV linked by code, its browser, a partner link and a passkey (devices and sign-ins).
  const browser = await signIn(testApp, OWNER.identityId);
  const tv = await linkDeviceByCode(testApp.app, browser.session, 'tv');
  const { passkeyId } = await registerPasskey(testApp.app, browser.session);
  const linkedServiceId = await insertLinkedService(
    testApp.db,
    OWNER.identityId,
    testApp.clock.now(),
  );
  await testApp.newSession();
  return {
    accountNumber: OWNER.accountNumber,
    deviceId: device?.id ?? 'odev_missing',
    subscriptionId: 'sub_seed_trial_0004',
    invoiceId: OWNER.invoiceId,
    paymentMethodId: OWNER.paymentMethodId,
    billingProfileId: OWNER.billingProfileId,
    orderId: (order.json() as { id: string }).id,
    cardToken: await tokenizeCard(testApp.app, '4242424242424242'),
    tvDeviceId: tv.device.deviceId,
    browserDeviceId: browser.device.deviceId,
    linkedServiceId,
    passkeyId,
  };
}

describe('every account-scoped call, made by another customer with the victim’s ids (BOLA)', () => {
  it('lists calls of both surfaces and every account-area capability', () => {
    const urls = ACCOUNT_SCOPED_ENDPOINTS.map((endpoint) => endpoint.name);
    expect(new Set(urls).size).toBe(urls.length);
    expect(ACCOUNT_SCOPED_ENDPOINTS.some((endpoint) => endpoint.surface === 'care')).toBe(true);
    expect(ACCOUNT_SCOPED_ENDPOINTS.some((endpoint) => endpoint.surface === 'service')).toBe(true);
  });

  it.each(ACCOUNT_SCOPED_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: 404 as for ids that do not exist (or its documented 403), nothing of the victim shown, nothing changed',
    async (_name, endpoint) => {
      const testApp = await billingApp();
      const victim = await victimIds(testApp);
      const attacker = await clonePastDueAccount(testApp);
      const before = await victimState(testApp.db, victim.orderId);
      const headers = endpoint.headers?.(victim) ?? {};
      const body = endpoint.body?.(victim) as object | undefined;
      let response: Awaited<ReturnType<typeof testApp.post>>;
      if (endpoint.surface === 'care') {
        await testApp.signIn(attacker.login);
        response =
          endpoint.method === 'GET'
            ? await testApp.get(endpoint.url(victim), headers)
            : await testApp.post(endpoint.url(victim), body ?? {}, headers);
      } else {
        const call = await testApp.serviceCaller(attacker.identityId);
        response = await call(endpoint.method, endpoint.url(victim), body, headers);
      }
      expect(response.statusCode, response.body).toBe(endpoint.refusedWith ?? 404);
      if (endpoint.surface === 'care') careErrorBodySchema.parse(response.json());
      else serviceErrorBodySchema.parse(response.json());
      for (const secret of VICTIM_SECRETS) expect(response.body).not.toContain(secret);
      expect(await victimState(testApp.db, victim.orderId)).toEqual(before);
    },
  );
});

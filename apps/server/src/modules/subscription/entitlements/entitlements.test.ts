import { randomBytes } from 'node:crypto';
import {
  careAccountSchema,
  careActivateThirdPartyResultSchema,
  careEntitlementSchema,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partnerEntitlements, payments, subscriptions } from '../../../db/schema/index.ts';
import { type CareCaller, careCaller, careData, careError } from '../../../testing/care-caller.ts';
import { expectOneWinner } from '../../../testing/race-outcomes.ts';
import { newTransactionId } from '../../checkout/orders/checkout.testing.ts';
import { SANDBOX_PARTNER_SECRET, SANDBOX_RESELLERS } from './entitlement-partners.ts';
import { noticeSignature } from './partner-notice-signature.ts';
import { PARTNER_NOTICE_PATH } from './partner-notices.platform-routes.ts';

const LOOKUP = '/services/identity/customer/entitlement';
const ACTIVATE = '/services/trial-activation/activate-third-party-subscription';

/** A partner's signed notice, as the sandbox Roku would send it. */
function sendNotice(
  caller: CareCaller,
  notice: Record<string, unknown>,
  options: { secret?: string; at?: number } = {},
) {
  const raw = JSON.stringify(notice);
  const timestamp = String(options.at ?? caller.clock.now().getTime());
  return caller.app.inject({
    method: 'POST',
    url: PARTNER_NOTICE_PATH,
    headers: {
      'content-type': 'application/json',
      'x-orbit-partner': SANDBOX_RESELLERS.us,
      'x-orbit-timestamp': timestamp,
      'x-orbit-signature': noticeSignature(
        options.secret ?? SANDBOX_PARTNER_SECRET,
        timestamp,
        raw,
      ),
    },
    payload: raw,
  });
}

/** A new pending entitlement the sandbox Roku just sold. */
async function soldEntitlement(caller: CareCaller): Promise<string> {
  const id = `ENT-TEST-${randomBytes(4).toString('hex')}`;
  const response = await sendNotice(caller, {
    noticeId: `n-${id}`,
    entitlementId: id,
    partnerSubscriptionRef: `ref-${id}`,
    productId: 'US_STREAM_PLAT_ROKU_MO',
    status: 'pending',
    occurredAt: caller.clock.now().toISOString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

const activation = (entitlementId: string, overrides: Record<string, unknown> = {}) => {
  const email = `ent.${randomBytes(4).toString('hex')}@orbitradio.test`;
  return {
    transactionId: newTransactionId(),
    entitlementId,
    firstName: 'Noor',
    lastName: 'Haddad',
    email,
    password: 'Velvet-Harbor-58',
    languagePreference: 'en-US',
    ...overrides,
  };
};

const activate = (caller: CareCaller, body: ReturnType<typeof activation>) =>
  caller.post(ACTIVATE, body, { 'idempotency-key': body.transactionId });

describe('third-party entitlements (identity/customer/entitlement, activate-third-party-subscription)', () => {
  it('answers each seeded state with its reseller, and an unknown id as not found', async () => {
    const caller = await careCaller();
    const lookup = async (entitlementId: string) =>
      careData(await caller.post(LOOKUP, { entitlementId }), careEntitlementSchema);
    expect(await lookup('ENT-ORBB-0195')).toMatchObject({
      isActive: false,
      status: 'pending',
      redemption: 'NotRedeemed',
      resellerCode: 'ROKU_SANDBOX',
      partnerName: 'Roku',
      billingPlatform: 'RokuPay',
      country: 'US',
      isCallers: false,
    });
    expect(await lookup('ENT-ORBB-0194')).toMatchObject({ isActive: true, redemption: 'Redeemed' });
    expect(await lookup('ENT-ORBB-0196')).toMatchObject({ isActive: false, status: 'cancelled' });
    expect(await lookup('ENT-ORBB-0197')).toMatchObject({ isActive: false, status: 'expired' });
    expect(await lookup('ENT-ORBB-0203')).toMatchObject({
      country: 'CA',
      partnerName: 'Google Play',
    });
    careError(
      await caller.post(LOOKUP, { entitlementId: 'ENT-NOPE' }),
      404,
      'ENTITLEMENT_NOT_FOUND',
    );
    for (const id of ['ENT-ORBB-0196', 'ENT-ORBB-0197']) {
      careError(await activate(caller, activation(id)), 409, 'ENTITLEMENT_NOT_ACTIVATABLE');
    }
    careError(
      await activate(caller, activation('ENT-ORBB-0194')),
      409,
      'ENTITLEMENT_ALREADY_ACTIVATED',
    );
  });

  it('activates a sold entitlement on a new account billed by the partner, with no card and nothing charged', async () => {
    const caller = await careCaller();
    const id = await soldEntitlement(caller);
    const paymentsBefore = (await caller.db.select().from(payments)).length;
    const body = activation(id);
    const result = careData(await activate(caller, body), careActivateThirdPartyResultSchema);
    expect(result).toMatchObject({
      resultCode: 'SUCCESS',
      email: body.email,
      partnerName: 'Roku',
      planCode: 'US_STREAM_PLAT_ROKU_MO',
      newAccount: true,
    });
    const [subscription] = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, result.subscriptionId));
    expect(subscription).toMatchObject({
      source: 'roku',
      billingProfileId: null,
      status: 'Active',
    });
    const [entitlement] = await caller.db
      .select()
      .from(partnerEntitlements)
      .where(eq(partnerEntitlements.id, id));
    expect(entitlement).toMatchObject({
      status: 'active',
      subscriptionId: result.subscriptionId,
      accountNumber: result.accountNumber,
    });
    expect(await caller.db.select().from(payments)).toHaveLength(paymentsBefore);
    // The same key answers the same again; another customer is refused.
    expect(careData(await activate(caller, body), careActivateThirdPartyResultSchema)).toEqual(
      result,
    );
    careError(await activate(caller, activation(id)), 409, 'ENTITLEMENT_ALREADY_ACTIVATED');
    // The new customer signs in and sees it as theirs.
    await caller.signIn(body.email, body.password);
    expect(
      careData(await caller.post(LOOKUP, { entitlementId: id }), careEntitlementSchema),
    ).toMatchObject({ isActive: true, isCallers: true });
    const again = careData(
      await activate(caller, activation(id, { email: undefined, password: undefined })),
      careActivateThirdPartyResultSchema,
    );
    expect(again.subscriptionId).toBe(result.subscriptionId);
    // Its account shows the partner billing it, nothing to pay us and no door to change it.
    const account = careData(await caller.post('/services/account', {}), careAccountSchema);
    expect(account.subscriptions).toEqual([
      expect.objectContaining({
        id: result.subscriptionId,
        billedBy: { partnerName: 'Roku' },
        canTransferSubscription: false,
      }),
    ]);
    expect(account.billingStatus.nextPayment).toBeNull();
    expect(account.paymentMethod).toBeNull();
    expect(account.subscriptions[0]?.renewalDate).toBeNull();
    // Nothing of ours to pay: no card or e-bill is suggested.
    const suggested = await caller.get('/services/account/next-best-action');
    expect(suggested.statusCode, suggested.body).toBe(200);
    expect(suggested.json()).toMatchObject({ data: { actions: [] } });
  });

  it('refuses a missing email or password, a weak password and a taken email, writing nothing', async () => {
    const caller = await careCaller();
    const id = await soldEntitlement(caller);
    const missing = careError(
      await activate(caller, activation(id, { email: '' })),
      400,
      'INVALID_PAYLOAD',
    );
    expect(missing.fieldErrors).toEqual([expect.objectContaining({ fieldName: 'email' })]);
    careError(
      await activate(caller, activation(id, { password: 'short' })),
      400,
      'PASSWORD_POLICY_NOT_MET',
    );
    careError(
      await activate(caller, activation(id, { email: 'entitled.0194@orbitradio.test' })),
      409,
      'USERNAME_IN_USE',
    );
    const [entitlement] = await caller.db
      .select()
      .from(partnerEntitlements)
      .where(eq(partnerEntitlements.id, id));
    expect(entitlement).toMatchObject({ status: 'pending', subscriptionId: null });
  });

  it('makes one subscription of activations racing for one entitlement', async () => {
    const caller = await careCaller();
    const id = await soldEntitlement(caller);
    const answers = await Promise.all([1, 2, 3].map(() => activate(caller, activation(id))));
    expectOneWinner(answers, ['409 ENTITLEMENT_ALREADY_ACTIVATED']);
    const made = await caller.db
      .select()
      .from(partnerEntitlements)
      .where(eq(partnerEntitlements.id, id));
    expect(made[0]?.subscriptionId).not.toBeNull();
  });

  it('refuses a notice not signed by the partner, applies a replay once, and ends the subscription on cancellation', async () => {
    const caller = await careCaller();
    const notice = {
      noticeId: 'n-forged',
      entitlementId: 'ENT-FORGED-1',
      partnerSubscriptionRef: 'ref-forged',
      productId: 'US_STREAM_PLAT_ROKU_MO',
      status: 'pending',
      occurredAt: caller.clock.now().toISOString(),
    };
    const forged = await sendNotice(caller, notice, { secret: 'x'.repeat(40) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'PARTNER_NOTICE_REFUSED' });
    const stale = await sendNotice(caller, notice, {
      at: caller.clock.now().getTime() - 3_600_000,
    });
    expect(stale.statusCode).toBe(401);

    const id = await soldEntitlement(caller);
    const result = careData(
      await activate(caller, activation(id)),
      careActivateThirdPartyResultSchema,
    );
    const cancel = {
      noticeId: `cancel-${id}`,
      entitlementId: id,
      partnerSubscriptionRef: `ref-${id}`,
      productId: 'US_STREAM_PLAT_ROKU_MO',
      status: 'cancelled',
      occurredAt: new Date(caller.clock.now().getTime() + 1000).toISOString(),
    };
    expect((await sendNotice(caller, cancel)).json()).toMatchObject({ applied: true });
    expect((await sendNotice(caller, cancel)).json()).toMatchObject({ applied: false });
    const [subscription] = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, result.subscriptionId));
    expect(subscription?.status).toBe('Closed');
    careError(
      await caller.post(LOOKUP, { entitlementId: 'ENT-FORGED-1' }),
      404,
      'ENTITLEMENT_NOT_FOUND',
    );
  });
});

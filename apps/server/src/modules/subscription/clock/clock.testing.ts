import { randomBytes } from 'node:crypto';
import { type Address, addMonths } from '@orbit/domain';
import { and, asc, eq, isNull, notLike } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  billingProfiles,
  invoices,
  paymentMethods,
  radios,
  sandboxGatewayCards,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../../../db/schema/index.ts';
import { freshClock } from '../../../testing/identities.ts';
import { createTestApp } from '../../../testing/test-app.ts';

/** A phase to give the test subscription: months (null: renews until cancelled) and price. */
export type PhaseSpec = {
  phase: 'trial' | 'promo' | 'fullPrice';
  months: number | null;
  /** The term billed at once (1 monthly; a prepaid promotion: its whole length). */
  termMonths: number;
  priceMinor: number;
};

export const MONTHLY_FULL_PRICE: PhaseSpec = {
  phase: 'fullPrice',
  months: null,
  termMonths: 1,
  priceMinor: 1899,
};

const SERVICE_ADDRESS: Address = {
  addressLine1: '300 Park Ave',
  city: 'New York',
  state: 'NY',
  zip: '10022',
  country: 'US',
};

/**
 * Test helper: an account in New York with a card on file that `outcome` decides, a radio and one
 * subscription on the Platinum package with the phases asked, from `start`. `boughtByOrder`
 * writes the invoice a purchase writes for its first period (a paid start is billed by its order).
 */
export async function insertClockedSubscription(
  db: Db,
  start: Date,
  spec: {
    phases: PhaseSpec[];
    outcome?: 'succeeds' | 'declined';
    boughtByOrder?: boolean;
    pendingCancellationAt?: Date;
    /** False: no billing profile nor card (a partner bills it, or it is complimentary). */
    billingProfile?: boolean;
    source?: string;
  },
) {
  const tag = randomBytes(4).toString('hex');
  const accountNumber = `7${String(Number.parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`;
  const token = `tok_clock_${tag}`;
  const billingProfileId = `bp_clock_${tag}`;
  const paymentMethodId = `pm_clock_${tag}`;
  const subscriptionId = `sub_clock_${tag}`;
  const radioId = `CLK${tag.toUpperCase()}`.slice(0, 12);
  await db.insert(subscriberAccounts).values({
    accountNumber,
    country: 'us',
    firstName: 'Robin',
    lastName: 'Clockwell',
    email: `clock.${tag}@orbitradio.test`,
    emailKey: `clock.${tag}@orbitradio.test`,
    serviceAddress: SERVICE_ADDRESS,
    language: 'en-US',
    createdAt: start,
    updatedAt: start,
  });
  await db.insert(radios).values({ radioId, accountNumber, deviceType: 'car', createdAt: start });
  const billed = spec.billingProfile !== false;
  if (billed)
    await db.insert(billingProfiles).values({
      id: billingProfileId,
      accountNumber,
      firstName: 'Robin',
      lastName: 'Clockwell',
      serviceAddress: SERVICE_ADDRESS,
      currency: 'USD',
      defaultPaymentMethodId: paymentMethodId,
      status: 'open',
      createdAt: start,
      updatedAt: start,
    });
  if (billed)
    await db.insert(sandboxGatewayCards).values({
      token,
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2035,
      outcome: spec.outcome ?? 'succeeds',
      fingerprint: `fp_${tag}`,
      createdAt: start,
    });
  if (billed)
    await db.insert(paymentMethods).values({
      id: paymentMethodId,
      billingProfileId,
      gateway: 'sandbox',
      gatewayToken: token,
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2035,
      status: 'active',
      createdAt: start,
    });
  await db.insert(subscriptions).values({
    id: subscriptionId,
    accountNumber,
    radioId,
    planCode: 'US_SAT_PLAT_MO',
    packageId: 'SXM_PLATINUM',
    serviceType: 'satellite',
    status: 'Active',
    commerceState: spec.pendingCancellationAt ? 'pending_cancellation' : 'active',
    source: spec.source ?? 'test',
    billingProfileId: billed ? billingProfileId : null,
    startedAt: start,
    endsAt: spec.pendingCancellationAt ?? null,
    cancelledAt: spec.pendingCancellationAt ? start : null,
    createdAt: start,
    updatedAt: start,
  });
  let startsAt = start;
  const rows = spec.phases.map((phase, position) => {
    const endsAt = phase.months === null ? null : addMonths(startsAt, phase.months);
    const row = {
      id: `sph_clock_${tag}_${position}`,
      subscriptionId,
      position,
      phase: phase.phase,
      planType: phase.phase === 'trial' ? 'TRIAL' : phase.phase === 'promo' ? 'PROMO' : 'SELF_PAY',
      startsAt,
      endsAt,
      termMonths: phase.termMonths,
      priceMinor: phase.priceMinor,
      currency: 'USD',
      isPrepaid: phase.phase === 'promo',
      offerId: 'US_SAT_PLAT_MO',
    };
    if (endsAt) startsAt = endsAt;
    return row;
  });
  await db.insert(subscriptionPhases).values(rows);
  if (spec.boughtByOrder) {
    await db.insert(invoices).values({
      id: `inv_clock_${tag}`,
      number: `INV-CLOCK-${tag}`,
      accountNumber,
      subscriptionId,
      orderId: `ord_clock_${tag}`,
      currency: 'USD',
      amountTotalMinor: spec.phases[0]?.priceMinor ?? 0,
      amountPaidMinor: spec.phases[0]?.priceMinor ?? 0,
      amountDueMinor: 0,
      appliedBalanceMinor: 0,
      lines: [],
      paymentMethodId,
      serviceAddress: SERVICE_ADDRESS,
      issuedAt: start,
      dueDate: start,
    });
  }
  return { accountNumber, subscriptionId, token, paymentMethodId };
}

/**
 * Closes the seed's running subscriptions, so a test that moves the clock a year bills only the
 * subscriptions it wrote (the seed's would be billed too, month after month, slowly).
 */
export async function closeSeededSubscriptions(db: Db) {
  await db
    .update(subscriptions)
    .set({ status: 'Closed' })
    .where(and(eq(subscriptions.status, 'Active'), notLike(subscriptions.id, 'sub_clock_%')));
}

/** The invoices the clock wrote for a subscription (no order), oldest first. */
export function clockInvoicesOf(db: Db, subscriptionId: string) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), isNull(invoices.orderId)))
    .orderBy(asc(invoices.issuedAt));
}

export async function subscriptionStatusOf(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({ status: subscriptions.status, endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return row;
}

/**
 * Test helper: an app on a database of its own whose seeded subscriptions are closed, ready (its
 * recurring jobs start counting now), and the time it starts at.
 */
export async function startClockedApp() {
  const clock = freshClock();
  const testApp = await createTestApp({ clock, ownDatabase: true });
  await closeSeededSubscriptions(testApp.db);
  await testApp.app.ready();
  return { ...testApp, clock, start: clock.now() };
}

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, type SubscriberAccountRow, subscriberAccounts } from '../../db/schema/index.ts';
import { createTestApp } from '../../testing/test-app.ts';
import {
  billingStatusOf,
  nextRenewalOf,
  suspendedForNonPayment,
  unpaidInvoicesOf,
} from './account-balance.ts';
import { OWNER, PAST_DUE } from './billing.testing.ts';
import { renewalChargesOf } from './renewal-charge.ts';

const at = (iso: string) => new Date(iso);

async function accountRow(accountNumber: string, options: { ownDatabase?: boolean } = {}) {
  const testApp = await createTestApp(options.ownDatabase ? { ownDatabase: true } : {});
  const [account] = await testApp.db
    .select()
    .from(subscriberAccounts)
    .where(eq(subscriberAccounts.accountNumber, accountNumber));
  if (!account) throw new Error(`no seeded account ${accountNumber}`);
  return { ...testApp, account };
}

const withCredit = (account: SubscriberAccountRow, creditMinor: number) => ({
  ...account,
  creditMinor,
});

describe('billing status (fixed clock)', () => {
  it('owes the unpaid bill but is not past due before its due date', async () => {
    const { db, account } = await accountRow(PAST_DUE.accountNumber);
    const status = await billingStatusOf(db, account, at('2026-10-15T12:00:00Z'));
    expect(status).toMatchObject({
      amountDue: { amountMinor: PAST_DUE.amountDueMinor, currency: 'USD' },
      credit: { amountMinor: 0, currency: 'USD' },
      dueDate: '2026-10-21',
      isPastDue: false,
      blockedWhilePastDue: [],
      nextPayment: null,
    });
    // The due date itself is not past due yet: only the day after.
    expect((await billingStatusOf(db, account, at('2026-10-21T23:59:00Z'))).isPastDue).toBe(false);
  });

  it('is past due the day after, which blocks plan changes and the like', async () => {
    const { db, account } = await accountRow(PAST_DUE.accountNumber);
    const status = await billingStatusOf(db, account, at('2026-10-22T00:00:00Z'));
    expect(status.isPastDue).toBe(true);
    expect(status.blockedWhilePastDue).toEqual([
      'changePlan',
      'addRadio',
      'transferSubscription',
      'refreshRadio',
    ]);
    expect(status.lastPayment).toEqual({
      date: '2026-09-01',
      amount: { amountMinor: PAST_DUE.amountDueMinor, currency: 'USD' },
      offsetDaysFromToday: -51,
    });
  });

  it('takes credit off what is owed: part of it, or all of it with credit left over', async () => {
    const { db, account } = await accountRow(PAST_DUE.accountNumber);
    const now = at('2026-11-10T09:00:00Z');
    const part = await billingStatusOf(db, withCredit(account, 1000), now);
    expect(part).toMatchObject({
      amountDue: { amountMinor: PAST_DUE.amountDueMinor - 1000 },
      credit: { amountMinor: 0 },
      isPastDue: true,
      dueDate: '2026-10-21',
    });
    const all = await billingStatusOf(db, withCredit(account, 5000), now);
    expect(all).toMatchObject({
      amountDue: { amountMinor: 0 },
      credit: { amountMinor: 5000 - PAST_DUE.amountDueMinor },
      isPastDue: false,
      dueDate: null,
      blockedWhilePastDue: [],
    });
  });

  it('pays by card when the profile has a default card, else by invoice', async () => {
    const { db, account } = await accountRow(OWNER.accountNumber);
    const status = await billingStatusOf(db, account, at('2026-11-20T09:00:00Z'));
    expect(status).toMatchObject({
      paymentType: 'creditCard',
      isInvoice: false,
      amountDue: { amountMinor: 0 },
      isPastDue: false,
      // What the card will be charged: plan, royalty fee and tax (see next renewal).
      nextPayment: {
        date: '2026-12-01',
        amount: { amountMinor: 3224, currency: 'USD' },
        offsetDaysFromToday: 11,
      },
    });
  });
});

describe('unpaid invoices and suspended subscriptions', () => {
  it('lists unpaid bills oldest due first and names what paying them brings back', async () => {
    const { db, account } = await accountRow(PAST_DUE.accountNumber, { ownDatabase: true });
    const [october] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, PAST_DUE.unpaidInvoiceId));
    if (!october) throw new Error('no October bill');
    await db.insert(invoices).values({
      ...october,
      id: 'inv_test_10000004_2026_11',
      number: 'ORB-10000004-202611',
      issuedAt: at('2026-11-01T00:00:00Z'),
      dueDate: at('2026-11-21T00:00:00Z'),
    });
    const unpaid = await unpaidInvoicesOf(db, account.accountNumber);
    expect(unpaid.map((invoice) => invoice.id)).toEqual([
      PAST_DUE.unpaidInvoiceId,
      'inv_test_10000004_2026_11',
    ]);
    const status = await billingStatusOf(db, account, at('2026-11-10T09:00:00Z'));
    expect(status.amountDue.amountMinor).toBe(2 * PAST_DUE.amountDueMinor);
    expect(status.dueDate).toBe('2026-10-21');
    const suspended = await suspendedForNonPayment(db, account.accountNumber);
    expect(suspended.map((subscription) => subscription.id)).toEqual([PAST_DUE.subscriptionId]);
  });

  it('knows no suspension for non-payment on an account that owes nothing', async () => {
    const { db } = await accountRow(OWNER.accountNumber);
    expect(await suspendedForNonPayment(db, OWNER.accountNumber)).toEqual([]);
  });
});

describe('next renewal (fixed clock)', () => {
  const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

  it('is the earliest priced renewal of running subscriptions, with what it will charge', async () => {
    const { db, account } = await accountRow(OWNER.accountNumber);
    const monthly = await nextRenewalOf(db, account, at('2026-11-20T09:00:00Z'));
    // Platinum $24.99 + 21.4% music royalty fee $5.35 + Texas 6.25% on both $1.90 (Austin).
    expect(monthly).toEqual({
      date: at('2026-12-01T00:00:00Z'),
      amount: usd(3224),
      subscriptions: [{ subscriptionId: 'sub_seed_active_0003', amount: usd(3224) }],
    });
    // In January the free trial ends (on the 20th) before the next monthly renewal (February 1):
    // All Access $22.99 + $4.92 royalty fee + $1.74 tax.
    const trialEnd = await nextRenewalOf(db, account, at('2027-01-10T09:00:00Z'));
    expect(trialEnd).toEqual({
      date: at('2027-01-20T00:00:00Z'),
      amount: usd(2965),
      subscriptions: [{ subscriptionId: 'sub_seed_trial_0004', amount: usd(2965) }],
    });
  });

  it('is taxed where the service address is', async () => {
    const { db, account } = await accountRow(OWNER.accountNumber);
    // Oregon has no sales tax: the plan and its royalty fee only.
    const oregon = { ...account, serviceAddress: { ...account.serviceAddress, state: 'OR' } };
    const renewal = await nextRenewalOf(db, oregon, at('2026-11-20T09:00:00Z'));
    expect(renewal.amount).toEqual(usd(2499 + 535));
  });

  it('charges no royalty fee in Canada, and the province’s taxes', async () => {
    const { db, account } = await accountRow(OWNER.accountNumber);
    const ontario = {
      ...account,
      country: 'ca',
      serviceAddress: { ...account.serviceAddress, state: 'ON', country: 'CA' as const },
    };
    const [renewal] = await renewalChargesOf(db, ontario, [
      {
        packageId: 'SXM_ALL_ACCESS',
        planCode: 'CA_SAT_AA_MO',
        phase: { phase: 'fullPrice', termMonths: 1, priceMinor: 2499, currency: 'CAD' },
        date: at('2026-12-01T00:00:00Z'),
      },
    ]);
    // $24.99 + 13% HST.
    expect(renewal?.amount).toEqual({ amountMinor: 2824, currency: 'CAD' });
  });

  it('has nothing to renew when the only subscription is suspended', async () => {
    const { db, account } = await accountRow(PAST_DUE.accountNumber);
    expect(await nextRenewalOf(db, account, at('2026-11-10T09:00:00Z'))).toEqual({
      date: null,
      amount: usd(0),
      subscriptions: [],
    });
  });
});

import {
  billingActivitySchema,
  ebillEnrollmentSchema,
  invoiceSchema,
  money,
  quoteNewSubscription,
  reactivationQuoteSchema,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { invoices, subscriberAccounts } from '../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../db/seed/identities.ts';
import { CA_HOST, careCaller, careData } from '../../testing/care-caller.ts';
import { invoiceLinesOf } from '../checkout/index.ts';
import {
  billingApp,
  careRefusal,
  clonePastDueAccount,
  OWNER,
  OWNER_LOGIN,
  PAST_DUE,
  PAST_DUE_LOGIN,
} from './billing.testing.ts';

const ACTIVITY = '/services/billing/activity';
const INVOICE = '/services/billing/invoice';
const QUOTE = '/services/quotes/reactivation-quote';
const EBILL = '/services/payment/update-ebill-enrollment';

/** The owner's monthly Platinum bill: $24.99 + $5.35 music royalty fee + $1.90 Texas sales tax. */
const PLATINUM_BILL_MINOR = 2499 + 535 + 190;

/** All Access in Montréal: $24.99 + 5% GST ($1.25) + 9.975% QST ($2.49), no royalty fee. */
const QUEBEC_BILL_MINOR = 2499 + 125 + 249;

/**
 * A paid October 2025 bill of the Canadian demo account (20000001, Montréal; the seed has none),
 * priced by the checkout's calculator and kept in the lines' stored shape.
 */
async function insertQuebecBill(db: Db): Promise<string> {
  const quote = quoteNewSubscription({
    now: new Date('2025-10-01T00:00:00Z'),
    region: { country: 'ca', state: 'QC' },
    plans: [
      {
        planCode: 'CA_SAT_AA_MO',
        packageName: 'All Access',
        royaltyFeeApplies: true,
        phases: [
          {
            type: 'AutoRenewing',
            duration: { kind: 'infinite' },
            billingPeriod: { unit: 'months', count: 1 },
            price: { total: money(2499, 'CAD') },
          },
        ],
      },
    ],
  }).currentQuote;
  const total = quote.totalAmount.amountMinor;
  const id = 'inv_test_20000001_2025_10';
  await db.insert(invoices).values({
    id,
    number: 'ORB-20000001-202510',
    accountNumber: '20000001',
    subscriptionId: 'sub_seed_closed_0005',
    orderId: null,
    currency: 'CAD',
    amountTotalMinor: total,
    amountPaidMinor: total,
    amountDueMinor: 0,
    appliedBalanceMinor: 0,
    lines: invoiceLinesOf(quote, 'sub_seed_closed_0005'),
    paymentMethodId: null,
    serviceAddress: {
      addressLine1: '400 rue Sainte-Catherine O',
      city: 'Montréal',
      state: 'QC',
      zip: 'H3B 1A6',
      country: 'CA',
    },
    issuedAt: new Date('2025-10-01T00:00:00Z'),
    dueDate: new Date('2025-10-21T00:00:00Z'),
  });
  return id;
}

describe('billing activity', () => {
  it('lists the owner’s charges and payments newest first', async () => {
    const { post, signIn } = await billingApp();
    await signIn(OWNER_LOGIN);
    const { items } = careData(await post(ACTIVITY, {}), billingActivitySchema);
    expect(
      items.map((item) => [item.transactionDate, item.eventType, item.amount.amountMinor]),
    ).toEqual([
      ['2026-10-01', 'payment', -PLATINUM_BILL_MINOR],
      ['2026-10-01', 'charge', PLATINUM_BILL_MINOR],
      ['2026-09-01', 'payment', -PLATINUM_BILL_MINOR],
      ['2026-09-01', 'charge', PLATINUM_BILL_MINOR],
      ['2026-08-01', 'payment', -PLATINUM_BILL_MINOR],
      ['2026-08-01', 'charge', PLATINUM_BILL_MINOR],
    ]);
    expect(items[1]).toMatchObject({
      billNumber: 'ORB-10000001-202610',
      invoiceId: OWNER.invoiceId,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      serviceFor: expect.stringMatching(/^\*{4}\w{4}$/),
      description: 'Platinum',
      packageName: 'Platinum',
      planLabel: 'fullPrice',
      planType: 'SELF_PAY',
      term: 'monthly',
      feeLabel: 'Music royalty fee',
    });
    expect(items[0]).toMatchObject({ billNumber: 'ORB-10000001-202610', serviceFor: 'account' });
  });

  it('filters by type, by date range, and caps the count', async () => {
    const { post, signIn } = await billingApp();
    await signIn(OWNER_LOGIN);
    const charges = careData(
      await post(ACTIVITY, { transactionType: 'subscription' }),
      billingActivitySchema,
    );
    expect(charges.items.map((item) => item.eventType)).toEqual(['charge', 'charge', 'charge']);
    const paid = careData(
      await post(ACTIVITY, { transactionType: 'payment' }),
      billingActivitySchema,
    );
    expect(paid.items.map((item) => item.eventType)).toEqual(['payment', 'payment', 'payment']);
    const september = careData(
      await post(ACTIVITY, { startDate: '2026-09-01', endDate: '2026-09-01' }),
      billingActivitySchema,
    );
    expect(september.items.map((item) => item.transactionDate)).toEqual([
      '2026-09-01',
      '2026-09-01',
    ]);
    const two = careData(await post(ACTIVITY, { numItems: 2 }), billingActivitySchema);
    expect(two.items.map((item) => item.eventType)).toEqual(['payment', 'charge']);
  });

  it('refuses a range whose start is after its end', async () => {
    const { post, signIn } = await billingApp();
    await signIn(OWNER_LOGIN);
    const error = careRefusal(
      await post(ACTIVITY, { startDate: '2026-10-02', endDate: '2026-10-01' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(error.fieldErrors).toEqual([
      expect.objectContaining({ errorCode: 'START_AFTER_END', fieldName: 'endDate' }),
    ]);
  });

  it('is the signed-in owner’s only: another account 404, an identified session 401', async () => {
    const { post, signIn, identify, newSession } = await billingApp();
    await signIn(OWNER_LOGIN);
    careRefusal(
      await post(ACTIVITY, { accountNumber: PAST_DUE.accountNumber }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    await newSession();
    await identify(PAST_DUE.accountNumber);
    careRefusal(await post(ACTIVITY, {}), 401, 'UNAUTHENTICATED_CUSTOMER');
  });
});

describe('one invoice', () => {
  it('shows the owner its lines, taxes and fees', async () => {
    const { post, signIn } = await billingApp();
    await signIn(OWNER_LOGIN);
    const invoice = careData(await post(INVOICE, { invoiceId: OWNER.invoiceId }), invoiceSchema);
    expect(invoice).toMatchObject({
      id: OWNER.invoiceId,
      number: 'ORB-10000001-202610',
      issuedDate: '2026-10-01',
      dueDate: '2026-10-21',
      amountTotal: { amountMinor: PLATINUM_BILL_MINOR, currency: 'USD' },
      amountPaid: { amountMinor: PLATINUM_BILL_MINOR },
      amountDue: { amountMinor: 0 },
      serviceAddress: { state: 'TX', zip: '78701', country: 'US' },
      lines: [
        {
          description: 'Platinum',
          amountAllocation: {
            amount: { amountMinor: 2499 },
            fees: { amountMinor: 535 },
            tax: { amountMinor: 190 },
          },
          fees: [{ code: 'MRF', name: 'Music royalty fee', amount: { amountMinor: 535 } }],
          taxes: [
            { code: 'SALES', name: 'State sales tax', rate: 0.0625, amount: { amountMinor: 190 } },
          ],
        },
      ],
    });
  });

  it('answers a Québec bill’s taxes by code (GST, QST) with their English names', async () => {
    // A Canadian identity signs in on the Canadian site only.
    const caller = await careCaller({ host: CA_HOST });
    const invoiceId = await insertQuebecBill(caller.db);
    await caller.signIn(DEMO_IDENTITIES.canadian.handle, DEMO_IDENTITIES.canadian.password);
    const invoice = careData(await caller.post(INVOICE, { invoiceId }), invoiceSchema);
    expect(invoice.amountTotal).toEqual({ amountMinor: QUEBEC_BILL_MINOR, currency: 'CAD' });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        description: 'All Access',
        fees: [],
        taxes: [
          { code: 'GST', name: 'GST', rate: 0.05, amount: { amountMinor: 125, currency: 'CAD' } },
          {
            code: 'QST',
            name: 'QST',
            rate: 0.09975,
            amount: { amountMinor: 249, currency: 'CAD' },
          },
        ],
      }),
    ]);
  });

  it('answers INVOICE_NOT_FOUND for another account’s invoice, as for none', async () => {
    const { post, signIn } = await billingApp();
    await signIn(OWNER_LOGIN);
    const other = careRefusal(
      await post(INVOICE, { invoiceId: PAST_DUE.unpaidInvoiceId }),
      404,
      'INVOICE_NOT_FOUND',
    );
    const none = careRefusal(
      await post(INVOICE, { invoiceId: 'inv_nope' }),
      404,
      'INVOICE_NOT_FOUND',
    );
    expect(other).toEqual(none);
  });
});

describe('reactivation quote', () => {
  it('tells the owner what paying brings back', async () => {
    const { post, signIn } = await billingApp();
    await signIn(PAST_DUE_LOGIN);
    expect(careData(await post(QUOTE, {}), reactivationQuoteSchema)).toEqual({
      amountDue: { amountMinor: PAST_DUE.amountDueMinor, currency: 'USD' },
      suspendedSubscriptions: [
        {
          subscriptionId: PAST_DUE.subscriptionId,
          planName: 'All Access',
          last4DigitsOfRadioId: '0006',
        },
      ],
    });
  });

  it('answers a verified identified session, not an unverified or unknown one', async () => {
    const { post, identify, newSession } = await billingApp();
    careRefusal(await post(QUOTE, {}), 401, 'UNAUTHENTICATED_CUSTOMER');
    await identify(PAST_DUE.accountNumber, false);
    careRefusal(await post(QUOTE, {}), 403, 'VERIFICATION_REQUIRED');
    await identify(PAST_DUE.accountNumber, true);
    expect(careData(await post(QUOTE, {}), reactivationQuoteSchema).amountDue.amountMinor).toBe(
      PAST_DUE.amountDueMinor,
    );
    careRefusal(
      await post(QUOTE, { accountNumber: OWNER.accountNumber }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    await newSession();
    await identify(OWNER.accountNumber, true);
    expect(careData(await post(QUOTE, {}), reactivationQuoteSchema)).toEqual({
      amountDue: { amountMinor: 0, currency: 'USD' },
      suspendedSubscriptions: [],
    });
  });
});

describe('e-bill enrollment', () => {
  it('enrolls to the account’s email or another, then opts out', async () => {
    const testApp = await billingApp();
    const clone = await clonePastDueAccount(testApp);
    await testApp.signIn(clone.login);
    const own = careData(
      await testApp.post(EBILL, { ebillEnrollment: true }),
      ebillEnrollmentSchema,
    );
    expect(own).toEqual({ isEBill: true, email: 'p******@orbitradio.test' });
    const other = careData(
      await testApp.post(EBILL, { ebillEnrollment: true, email: 'sam.bills@example.com' }),
      ebillEnrollmentSchema,
    );
    expect(other).toEqual({ isEBill: true, email: 's******@example.com' });
    const [enrolled] = await testApp.db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, clone.accountNumber));
    expect(enrolled).toMatchObject({ ebillEnrolled: true, ebillEmail: 'sam.bills@example.com' });
    const out = careData(
      await testApp.post(EBILL, { ebillEnrollment: false }),
      ebillEnrollmentSchema,
    );
    expect(out).toEqual({ isEBill: false, email: null });
  });

  it('refuses a malformed email, and anyone but the owner', async () => {
    const testApp = await billingApp();
    const clone = await clonePastDueAccount(testApp);
    await testApp.identify(clone.accountNumber);
    careRefusal(
      await testApp.post(EBILL, { ebillEnrollment: true }),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
    await testApp.signIn(clone.login);
    const error = careRefusal(
      await testApp.post(EBILL, { ebillEnrollment: true, email: 'not-an-email' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(error.fieldErrors).toEqual([
      expect.objectContaining({ errorCode: 'INVALID', fieldName: 'email' }),
    ]);
    careRefusal(
      await testApp.post(EBILL, { ebillEnrollment: true, accountNumber: OWNER.accountNumber }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
  });
});

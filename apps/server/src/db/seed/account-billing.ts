import { hash } from '@node-rs/argon2';
import { type Address, money, quoteNewSubscription } from '@orbit/domain';
import { invoiceLinesOf } from '../../modules/checkout/index.ts';
import { ARGON2ID_STANDARD } from '../../modules/identity/index.ts';
import {
  billingProfiles,
  identities,
  invoices,
  passwordCredentials,
  paymentMethods,
  payments,
  radios,
  sandboxGatewayCards,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../schema/index.ts';
import type { SeedPart } from './seed-part.ts';
import { OWNER_CARD } from './subscriber-accounts.ts';

const SEEDED_AT = new Date('2026-01-15T12:00:00Z');
const FIXED_SALT = new TextEncoder().encode('orbit-demo-salt!');
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * A past-due account for the account area (docs/demo-data.md): its October bill was never paid,
 * its card on file expired in September, and its radio's subscription is suspended for
 * non-payment until the balance is paid.
 */
export const DEMO_PAST_DUE = {
  identityId: 'idn_seed_past_due',
  handle: 'pastdue@orbitradio.test',
  password: 'Meteor-Shower-31',
  accountNumber: '10000004',
  radioId: 'ORBS0006',
  subscriptionId: 'sub_seed_suspended_0006',
  billingProfileId: 'bp_seed_10000004',
  paymentMethodId: 'pm_seed_10000004_expired',
  unpaidInvoiceId: 'inv_seed_10000004_2026_10',
  /** The October bill: All Access $23.99 + $5.13 music royalty fee + $1.82 Texas sales tax. */
  amountDueMinor: 3094,
} as const;

const SERVICE_ADDRESS = {
  addressLine1: '500 Main St',
  city: 'Houston',
  state: 'TX',
  zip: '77002',
  country: 'US' as const,
};

/**
 * One monthly satellite bill, priced by the same calculator as checkout and renewals
 * (quoteNewSubscription: the plan, the music royalty fee, the service address's taxes) and kept
 * in the lines' stored shape (invoiceLinesOf).
 */
function monthlyBill(values: {
  id: string;
  number: string;
  accountNumber: string;
  subscriptionId: string;
  offerId: string;
  packageName: string;
  planMinor: number;
  issued: string;
  due: string;
  paid: boolean;
  paymentMethodId: string | null;
  serviceAddress: Address;
}) {
  const quote = quoteNewSubscription({
    now: at(values.issued),
    region: { country: 'us', state: values.serviceAddress.state },
    plans: [
      {
        planCode: values.offerId,
        packageName: values.packageName,
        royaltyFeeApplies: true,
        activationFee: null,
        phases: [
          {
            type: 'AutoRenewing',
            duration: { kind: 'infinite' },
            billingPeriod: { unit: 'months', count: 1 },
            price: { total: money(values.planMinor, 'USD') },
          },
        ],
      },
    ],
  }).currentQuote;
  const total = quote.totalAmount.amountMinor;
  return {
    id: values.id,
    number: values.number,
    accountNumber: values.accountNumber,
    subscriptionId: values.subscriptionId,
    orderId: null,
    currency: 'USD',
    amountTotalMinor: total,
    amountPaidMinor: values.paid ? total : 0,
    amountDueMinor: values.paid ? 0 : total,
    appliedBalanceMinor: 0,
    lines: invoiceLinesOf(quote, values.subscriptionId),
    paymentMethodId: values.paymentMethodId,
    serviceAddress: values.serviceAddress,
    issuedAt: at(values.issued),
    dueDate: at(values.due),
  };
}

const OWNER_ADDRESS = {
  addressLine1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US' as const,
};

/** Three paid Platinum bills of orbitowner1 (account 10000001), for billing history. */
const OWNER_BILLS = ['2026-08', '2026-09', '2026-10'].map((month) =>
  monthlyBill({
    id: `inv_seed_10000001_${month.replace('-', '_')}`,
    number: `ORB-10000001-${month.replace('-', '')}`,
    accountNumber: '10000001',
    subscriptionId: 'sub_seed_active_0003',
    offerId: 'US_SAT_PLAT_MO',
    packageName: 'Platinum',
    planMinor: 2499,
    issued: `${month}-01`,
    due: `${month}-21`,
    paid: true,
    paymentMethodId: OWNER_CARD.paymentMethodId,
    serviceAddress: OWNER_ADDRESS,
  }),
);

const PAST_DUE_BILLS = [
  monthlyBill({
    id: 'inv_seed_10000004_2026_09',
    number: 'ORB-10000004-202609',
    accountNumber: DEMO_PAST_DUE.accountNumber,
    subscriptionId: DEMO_PAST_DUE.subscriptionId,
    offerId: 'US_SAT_AA_MO',
    packageName: 'All Access',
    planMinor: 2399,
    issued: '2026-09-01',
    due: '2026-09-21',
    paid: true,
    paymentMethodId: DEMO_PAST_DUE.paymentMethodId,
    serviceAddress: SERVICE_ADDRESS,
  }),
  monthlyBill({
    id: DEMO_PAST_DUE.unpaidInvoiceId,
    number: 'ORB-10000004-202610',
    accountNumber: DEMO_PAST_DUE.accountNumber,
    subscriptionId: DEMO_PAST_DUE.subscriptionId,
    offerId: 'US_SAT_AA_MO',
    packageName: 'All Access',
    planMinor: 2399,
    issued: '2026-10-01',
    due: '2026-10-21',
    paid: false,
    paymentMethodId: null,
    serviceAddress: SERVICE_ADDRESS,
  }),
];

/** The payments of the paid bills, made with each account's card on the bill's due date. */
function paymentsOf(bills: ReturnType<typeof monthlyBill>[]) {
  return bills
    .filter((bill) => bill.amountPaidMinor > 0)
    .map((bill) => ({
      id: `pay_${bill.id}`,
      accountNumber: bill.accountNumber,
      invoiceId: bill.id,
      entryType: 'payment',
      paymentMethodId: bill.paymentMethodId,
      giftCardId: null,
      gatewayChargeId: null,
      amountMinor: bill.amountPaidMinor,
      currency: 'USD',
      paidAt: bill.issuedAt,
    }));
}

export const demoAccountBilling: SeedPart = {
  name: 'account-billing',
  async run(tx) {
    await tx.insert(identities).values({
      id: DEMO_PAST_DUE.identityId,
      state: 'ACCOUNT',
      handle: DEMO_PAST_DUE.handle,
      handleKey: DEMO_PAST_DUE.handle,
      emailAddress: DEMO_PAST_DUE.handle,
      emailKey: DEMO_PAST_DUE.handle,
      emailVerifiedAt: SEEDED_AT,
      phoneNumber: '7135550104',
      phoneVerifiedAt: null,
      firstName: 'Sam',
      lastName: 'Okafor',
      language: 'en-US',
      country: 'us',
      accountNumber: DEMO_PAST_DUE.accountNumber,
      privacyAgreements: [],
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
    await tx.insert(passwordCredentials).values({
      identityId: DEMO_PAST_DUE.identityId,
      passwordHash: await hash(DEMO_PAST_DUE.password, { ...ARGON2ID_STANDARD, salt: FIXED_SALT }),
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
    await tx.insert(subscriberAccounts).values({
      accountNumber: DEMO_PAST_DUE.accountNumber,
      country: 'us',
      firstName: 'Sam',
      lastName: 'Okafor',
      email: DEMO_PAST_DUE.handle,
      emailKey: DEMO_PAST_DUE.handle,
      phone: '7135550104',
      serviceAddress: SERVICE_ADDRESS,
      billingAddress: SERVICE_ADDRESS,
      language: 'en-US',
      ownerIdentityId: DEMO_PAST_DUE.identityId,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
    await tx.insert(radios).values({
      radioId: DEMO_PAST_DUE.radioId,
      accountNumber: DEMO_PAST_DUE.accountNumber,
      deviceType: 'car',
      vin: '3LMNC4DS4RC000006',
      licensePlate: 'PSTDUE6',
      plateState: 'TX',
      make: 'Lumen',
      model: 'Nova',
      year: 2022,
      nickname: "Sam's truck",
      createdAt: SEEDED_AT,
    });
    await tx.insert(billingProfiles).values({
      id: DEMO_PAST_DUE.billingProfileId,
      accountNumber: DEMO_PAST_DUE.accountNumber,
      firstName: 'Sam',
      lastName: 'Okafor',
      serviceAddress: SERVICE_ADDRESS,
      currency: 'USD',
      defaultPaymentMethodId: DEMO_PAST_DUE.paymentMethodId,
      status: 'open',
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
    // The card expired at the end of September 2026: kept and shown, never charged. Its row is
    // `active` (not removed): expiry is read from its month and year, as for any kept card.
    await tx.insert(paymentMethods).values({
      id: DEMO_PAST_DUE.paymentMethodId,
      billingProfileId: DEMO_PAST_DUE.billingProfileId,
      gateway: 'sandbox',
      gatewayToken: 'ctok_seed_past_due_mc_4444',
      brand: 'mastercard',
      last4: '4444',
      expiryMonth: 9,
      expiryYear: 2026,
      nameOnCard: 'Sam Okafor',
      billingAddress: SERVICE_ADDRESS,
      status: 'active',
      createdAt: SEEDED_AT,
      removedAt: null,
    });
    await tx.insert(sandboxGatewayCards).values({
      token: 'ctok_seed_past_due_mc_4444',
      brand: 'mastercard',
      last4: '4444',
      expiryMonth: 9,
      expiryYear: 2026,
      outcome: 'succeeds',
      fingerprint: 'seed-fingerprint-past-due-mc-4444',
      createdAt: SEEDED_AT,
    });
    await tx.insert(subscriptions).values({
      id: DEMO_PAST_DUE.subscriptionId,
      accountNumber: DEMO_PAST_DUE.accountNumber,
      radioId: DEMO_PAST_DUE.radioId,
      planCode: 'US_SAT_AA_MO',
      packageId: 'SXM_ALL_ACCESS',
      serviceType: 'satellite',
      status: 'Suspended',
      commerceState: 'active',
      source: 'internal',
      billingProfileId: DEMO_PAST_DUE.billingProfileId,
      streamingIdentityId: null,
      startedAt: at('2025-03-01'),
      endsAt: null,
      cancelledAt: null,
      createdAt: at('2025-03-01'),
      updatedAt: at('2026-10-22'),
    });
    await tx.insert(subscriptionPhases).values({
      id: `${DEMO_PAST_DUE.subscriptionId}_phase_1`,
      subscriptionId: DEMO_PAST_DUE.subscriptionId,
      position: 0,
      phase: 'fullPrice',
      planType: 'SELF_PAY',
      startsAt: at('2025-03-01'),
      endsAt: null,
      termMonths: 1,
      priceMinor: 2399,
      currency: 'USD',
      isPrepaid: false,
      offerId: 'US_SAT_AA_MO',
    });
    const bills = [...OWNER_BILLS, ...PAST_DUE_BILLS];
    await tx.insert(invoices).values(bills);
    await tx.insert(payments).values(paymentsOf(bills));
    return (
      `past-due account ${DEMO_PAST_DUE.accountNumber} (${DEMO_PAST_DUE.handle}, radio ` +
      `${DEMO_PAST_DUE.radioId} suspended), ${bills.length} invoices`
    );
  },
};

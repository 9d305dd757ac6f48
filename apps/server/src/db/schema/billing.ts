import type { Address } from '@orbit/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { freeJson, freeText } from '../free-text-columns.ts';
import { subscriberAccounts } from './subscriber-accounts.ts';

/** Who is billed and where the service is taxed (spec 001 §3 Billing profile). */
export const billingProfiles = pgTable(
  'billing_profiles',
  {
    id: text('id').primaryKey(),
    accountNumber: text('account_number')
      .notNull()
      .references(() => subscriberAccounts.accountNumber),
    firstName: freeText('first_name').notNull(),
    lastName: freeText('last_name').notNull(),
    /** state, zipCode and an upper-case country: what taxes are computed from. */
    serviceAddress: freeJson<Address>('service_address').notNull(),
    currency: text('currency').notNull(),
    defaultPaymentMethodId: text('default_payment_method_id'),
    /** open or closed. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('billing_profiles_account_idx').on(table.accountNumber)],
);

export type BillingProfileRow = typeof billingProfiles.$inferSelect;

/**
 * A card kept for a billing profile: the gateway's token and what a customer needs to recognise
 * it. The card number never reaches this table (or any other): the browser posts it to the
 * gateway's tokenizer and we keep the token.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    billingProfileId: text('billing_profile_id')
      .notNull()
      .references(() => billingProfiles.id),
    gateway: text('gateway').notNull(),
    gatewayToken: text('gateway_token').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    nameOnCard: freeText('name_on_card'),
    billingAddress: freeJson<Address>('billing_address'),
    /** active or removed. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('payment_methods_profile_idx').on(table.billingProfileId)],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/**
 * The sandbox gateway's own vault: what a real gateway keeps on its side. It holds the token, what
 * the tokenizer learned (brand, last 4, expiry), how a charge on it will go (the test card's
 * outcome) and a keyed hash of the number for "one trial per card" checks, never the number.
 */
export const sandboxGatewayCards = pgTable(
  'sandbox_gateway_cards',
  {
    token: text('token').primaryKey(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    /** succeeds, declined, insufficient_funds, fraud or processing_error. */
    outcome: text('outcome').notNull(),
    /** A prepaid card (by its BIN): a trial may ask for another card. */
    prepaid: boolean('prepaid').notNull().default(false),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // "One trial per card" finds a card's other tokens by its fingerprint at each tokenizing.
  (table) => [index('sandbox_gateway_cards_fingerprint_idx').on(table.fingerprint)],
);

/** A charge the sandbox gateway took (or refused), found again by its idempotency key. */
export const sandboxGatewayCharges = pgTable('sandbox_gateway_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  token: text('token').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  /** succeeded or failed. */
  status: text('status').notNull(),
  failureCode: text('failure_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A part of a charge the sandbox gateway gave back (a cancellation's unused days), found again by
 * its idempotency key so a retried refund gives nothing back twice.
 */
export const sandboxGatewayRefunds = pgTable('sandbox_gateway_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  chargeId: text('charge_id').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A gift or prepaid card. Its number is kept only as a keyed hash and its last 4 (a BlackHawk card
 * number looks like a Visa number); incomm cards are known by number alone, BlackHawk-style ones
 * also need the security code and expiry, checked against their hashes.
 */
export const giftCards = pgTable('gift_cards', {
  id: text('id').primaryKey(),
  numberHash: text('number_hash').notNull().unique(),
  last4: text('last4').notNull(),
  /** incomm or blackhawk. */
  vendor: text('vendor').notNull(),
  securityCodeHash: text('security_code_hash'),
  expiryMonth: integer('expiry_month'),
  expiryYear: integer('expiry_year'),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  balanceMinor: integer('balance_minor').notNull(),
  /** active, redeemed (balance moved to an account) or not_redeemable. */
  status: text('status').notNull(),
  redeemedByAccountNumber: text('redeemed_by_account_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * An order (spec 001 §4 Order flow): created as a priced quote, then confirmed once. `kind` is
 * newSubscription, planSwitch, cancelSubscription or revokeSubscriptionCancellation; `status` is
 * quoted, confirmed or failed. `quote` is the domain's OrderQuote as priced at creation.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    /** The sign-in that created it (null for an anonymous checkout until confirmed). */
    identityId: text('identity_id'),
    /** The care session that created it, for anonymous checkouts. */
    careSessionId: text('care_session_id'),
    accountNumber: text('account_number'),
    planCode: text('plan_code').notNull(),
    promoCode: text('promo_code'),
    radioId: text('radio_id'),
    subscriptionId: text('subscription_id'),
    paymentMethodId: text('payment_method_id'),
    giftCardId: text('gift_card_id'),
    currency: text('currency').notNull(),
    totalMinor: integer('total_minor').notNull(),
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    /** Who is subscribing and where (names, email, phone, addresses), never card data. */
    customer: freeJson<Record<string, unknown>>('customer').notNull(),
    failureCode: text('failure_code'),
    /** The student verification a student plan was ordered with (ADR 066); null otherwise. */
    studentVerificationId: text('student_verification_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_account_idx').on(table.accountNumber),
    index('orders_identity_idx').on(table.identityId),
    // The checkout's captcha counts a care session's failed orders of the last hour at each
    // purchase (captcha-check.ts): without it, every purchase read every order ever placed.
    index('orders_care_session_idx').on(table.careSessionId, table.createdAt),
  ],
);

/** An invoice (spec 001 §3): what was billed, its lines with taxes and fees, what was paid. */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    /** The number printed for the customer. */
    number: text('number').notNull().unique(),
    accountNumber: text('account_number')
      .notNull()
      .references(() => subscriberAccounts.accountNumber),
    subscriptionId: text('subscription_id'),
    orderId: text('order_id'),
    currency: text('currency').notNull(),
    amountTotalMinor: integer('amount_total_minor').notNull(),
    amountPaidMinor: integer('amount_paid_minor').notNull(),
    amountDueMinor: integer('amount_due_minor').notNull(),
    appliedBalanceMinor: integer('applied_balance_minor').notNull(),
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull(),
    paymentMethodId: text('payment_method_id'),
    serviceAddress: freeJson<Address>('service_address').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
  },
  (table) => [index('invoices_account_idx').on(table.accountNumber, table.issuedAt)],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/** A payment, balance change or refund against an account (spec 001 §3 Payment history item). */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    accountNumber: text('account_number')
      .notNull()
      .references(() => subscriberAccounts.accountNumber),
    invoiceId: text('invoice_id'),
    /** payment, balance or refund. */
    entryType: text('entry_type').notNull(),
    paymentMethodId: text('payment_method_id'),
    giftCardId: text('gift_card_id'),
    gatewayChargeId: text('gateway_charge_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payments_account_idx').on(table.accountNumber, table.paidAt),
    // The sweep of unrecorded charges asks which of the gateway's charges were recorded (ADR 111).
    index('payments_gateway_charge_idx').on(table.gatewayChargeId),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

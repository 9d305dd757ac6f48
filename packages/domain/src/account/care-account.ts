import * as z from 'zod/mini';
import { moneySchema } from '../catalog/money.ts';
import { PLAN_PHASES } from '../catalog/plan-phase.ts';
import { answeredAddressSchema } from '../geography/address.ts';
import { CARD_STATUSES } from './card-status.ts';
import { SUBSCRIPTION_STATUS_LABELS } from './subscription-status.ts';

/**
 * The account as the account area reads it: `POST /services/account` (flows §7.1, §7.2; spec 001
 * §3 Account, Billing status, Credit card, Device, Subscription). The signed-in owner gets their
 * own details; a session that identified the account and proved last name, phone and zip gets
 * the same shape with contact details masked (`access: 'identified'`).
 */
export const careAccountRequestSchema = /* @__PURE__ */ z.strictObject({
  /** Digits, optionally with hyphens; the caller's own account when omitted. */
  accountNumber: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  includeFuturePaymentInfo: z.optional(z.boolean()),
});
export type CareAccountRequest = z.infer<typeof careAccountRequestSchema>;

/** A card on file as the account shows it: brand, last 4 and its expiry status (spec 001 §4). */
export const accountCreditCardSchema = /* @__PURE__ */ z.object({
  paymentMethodId: z.string(),
  last4Digits: z.string(),
  type: z.string(),
  expirationMonth: z.number().check(z.int()),
  expirationYear: z.number().check(z.int()),
  status: z.enum(CARD_STATUSES),
  /** The card's last day, YYYY-MM-DD. */
  expirationDate: z.string(),
  daysUntilExpiration: z.number().check(z.int()),
  isDefault: z.boolean(),
});
export type AccountCreditCard = z.infer<typeof accountCreditCardSchema>;

const datedAmount = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  amount: moneySchema,
  /** Days from today: negative in the past. */
  offsetDaysFromToday: z.number().check(z.int()),
});

/** What a past-due account cannot do until it pays (shown on the dashboard). */
export const PAST_DUE_BLOCKED_ACTIONS = [
  'changePlan',
  'addRadio',
  'transferSubscription',
  'refreshRadio',
] as const;
export type PastDueBlockedAction = (typeof PAST_DUE_BLOCKED_ACTIONS)[number];

/** Spec 001 §3 Billing status. Amounts are Money; `amountDue` is after any credit. */
export const billingStatusSchema = /* @__PURE__ */ z.object({
  amountDue: moneySchema,
  credit: moneySchema,
  /** The earliest unpaid invoice's due date, YYYY-MM-DD; null when nothing is due. */
  dueDate: z.nullable(z.string()),
  isEBill: z.boolean(),
  isInvoice: z.boolean(),
  isPastDue: z.boolean(),
  lastPayment: z.nullable(datedAmount),
  nextPayment: z.nullable(datedAmount),
  paymentType: z.enum(['creditCard', 'invoice']),
  blockedWhilePastDue: z.array(z.enum(PAST_DUE_BLOCKED_ACTIONS)),
  /**
   * Since when the account is past due, YYYY-MM-DD: the day a declined charge's last retry
   * failed (ADR 075), or the oldest overdue bill's due date; null when it is not.
   */
  pastDueSince: z.nullable(z.iso.date()),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** One subscription, per radio or streaming-only (spec 001 §3 Subscription, legacy mapping). */
export const accountSubscriptionSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  /** The radio's device id (its radio id is never sent whole to an identified session). */
  deviceId: z.nullable(z.string()),
  last4DigitsOfRadioId: z.nullable(z.string()),
  serviceType: z.enum(['satellite', 'streaming']),
  status: z.enum(SUBSCRIPTION_STATUS_LABELS),
  inactiveReason: z.enum(['nonPay', 'suspension', 'none']),
  isActive: z.boolean(),
  isSuspended: z.boolean(),
  isCancelledAtEndOfCurrentTerm: z.boolean(),
  planName: z.string(),
  planCode: z.string(),
  packageId: z.string(),
  phase: z.enum(PLAN_PHASES),
  isTrial: z.boolean(),
  /** The current phase's price per term. */
  price: moneySchema,
  termMonths: z.number().check(z.int()),
  /** When the current phase renews or ends, YYYY-MM-DD; null when it does not. */
  renewalDate: z.nullable(z.string()),
  /** A pending cancellation's last day of service, YYYY-MM-DD; null when none is pending. */
  serviceEndsOn: z.nullable(z.iso.date()),
  /**
   * A plan change waiting for the renewal (ADR 030): "changes to {planName} on {effectiveOn}";
   * null when none waits.
   */
  pendingPlanChange: z.nullable(
    z.object({ planCode: z.string(), planName: z.string(), effectiveOn: z.iso.date() }),
  ),
  /**
   * Its plan may move to another radio with its remaining term (a new car's radio: transfer),
   * and its radio may be replaced (a lost or broken one: swap) — a satellite plan running in a
   * paid phase, not being cancelled (termMoveRefusalOf, ADR 068).
   */
  canTransferSubscription: z.boolean(),
  canReplaceRadio: z.boolean(),
  /**
   * The partner that sells and bills it (a third-party entitlement, ADR 077): it is paid, changed
   * and cancelled there, so the account shows no payment, change or cancel door for it. Absent
   * (or null) for a subscription we bill.
   */
  billedBy: z.optional(z.nullable(z.object({ partnerName: z.string() }))),
  /**
   * A Quebec trial followed by a paid plan (ADR 075): `asked` while its express consent to
   * become paid is missing (without it the trial ends unpaid), `given` once recorded; null for
   * any other subscription.
   */
  trialConsent: z.nullable(z.enum(['asked', 'given'])),
  streamingCredentials: z.nullable(
    z.object({
      maskedUsername: z.string(),
      /**
       * The owner's own sign-in streams on this subscription: it changes on the credentials page,
       * with its current password, not as a streaming login the account pays for.
       */
      isAccountLogin: z.boolean(),
    }),
  ),
});
export type AccountSubscription = z.infer<typeof accountSubscriptionSchema>;

/** A radio of the account (spec 001 §3 Device). */
export const accountDeviceSchema = /* @__PURE__ */ z.object({
  /** Opaque id for this account's calls (nickname, remove); not the radio id. */
  id: z.string(),
  type: z.enum(['car', 'radio', 'aviation', 'marine']),
  radioIdLastFour: z.string(),
  nickname: z.nullable(z.string()),
  vehicle: z.nullable(
    z.object({
      year: z.nullable(z.number().check(z.int())),
      make: z.string(),
      model: z.string(),
      yearMakeModel: z.string(),
    }),
  ),
  subscriptionId: z.nullable(z.string()),
  /** Only a radio with no running subscription may be removed. */
  canRemove: z.boolean(),
});
export type AccountDevice = z.infer<typeof accountDeviceSchema>;

export const careAccountSchema = /* @__PURE__ */ z.object({
  access: z.enum(['owner', 'identified']),
  accountNumber: z.string(),
  country: z.enum(['US', 'CA']),
  username: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  /** Masked (j******@example.com, ***-***-0101) for an identified session. */
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** For an identified session, city, state and zip only: `addressLine1` is empty, no line 2. */
  serviceAddress: z.nullable(answeredAddressSchema),
  billingAddress: z.nullable(answeredAddressSchema),
  paymentMethod: z.nullable(accountCreditCardSchema),
  billingStatus: billingStatusSchema,
  subscriptions: z.array(accountSubscriptionSchema),
  devices: z.array(accountDeviceSchema),
});
export type CareAccount = z.infer<typeof careAccountSchema>;

/** `GET /services/account/next-best-action[?accountNumber=]`: the caller's own account when absent. */
export const nextBestActionsRequestSchema = /* @__PURE__ */ z.object({
  accountNumber: z.optional(z.string().check(z.trim(), z.maxLength(20))),
});

/** What the dashboard suggests next. */
export const NEXT_BEST_ACTIONS = [
  'payBalance',
  'updateExpiringCard',
  'addCard',
  'enrollEbill',
  'reactivateRadio',
  'addStreaming',
  'chooseFollowOnPlan',
] as const;
export type NextBestAction = (typeof NEXT_BEST_ACTIONS)[number];

export const nextBestActionsSchema = /* @__PURE__ */ z.object({
  actions: z.array(
    z.object({
      action: z.enum(NEXT_BEST_ACTIONS),
      /** The subscription or card it is about, when it is about one. */
      subjectId: z.nullable(z.string()),
    }),
  ),
});
export type NextBestActions = z.infer<typeof nextBestActionsSchema>;

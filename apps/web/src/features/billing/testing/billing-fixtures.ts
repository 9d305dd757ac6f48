import type {
  AccountCreditCard,
  BillItem,
  BillingStatus,
  CareAccount,
  Invoice,
  Money,
  PaymentMethod,
  PaymentReceipt,
  ReactivationQuote,
} from '@orbit/domain';
import { careAccount, subscription } from '../../../testing/care-account-fakes.ts';

export const usd = (amountMinor: number): Money => ({ amountMinor, currency: 'USD' });

/** The clock the billing tests run at: cards expiring in March 2026 expire "soon". */
export const TEST_NOW = new Date('2026-03-10T15:00:00Z');

export const CARD_ON_FILE: AccountCreditCard = {
  paymentMethodId: 'pm_visa',
  last4Digits: '4242',
  type: 'visa',
  expirationMonth: 8,
  expirationYear: 2028,
  status: 'active',
  expirationDate: '2028-08-31',
  daysUntilExpiration: 904,
  isDefault: true,
};

export const EXPIRED_CARD: AccountCreditCard = {
  ...CARD_ON_FILE,
  paymentMethodId: 'pm_old',
  last4Digits: '0005',
  type: 'mastercard',
  expirationMonth: 1,
  expirationYear: 2026,
  status: 'expired',
  expirationDate: '2026-01-31',
  daysUntilExpiration: -38,
};

export const PAST_DUE_STATUS: BillingStatus = {
  amountDue: usd(4_297),
  credit: usd(0),
  dueDate: '2026-02-15',
  isEBill: false,
  isInvoice: false,
  isPastDue: true,
  lastPayment: { date: '2025-12-15', amount: usd(2_199), offsetDaysFromToday: -85 },
  nextPayment: null,
  paymentType: 'creditCard',
  blockedWhilePastDue: ['changePlan', 'addRadio', 'transferSubscription', 'refreshRadio'],
  pastDueSince: '2026-02-15',
};

export const PAID_UP_STATUS: BillingStatus = {
  ...PAST_DUE_STATUS,
  amountDue: usd(0),
  dueDate: null,
  isPastDue: false,
  blockedWhilePastDue: [],
  pastDueSince: null,
  nextPayment: { date: '2026-04-15', amount: usd(2_199), offsetDaysFromToday: 36 },
};

export function pastDueAccount(overrides: Partial<CareAccount> = {}): CareAccount {
  return careAccount({
    accountNumber: '10020003',
    username: 'jordan@example.com',
    firstName: 'Jordan',
    email: 'jordan@example.com',
    phone: '2125550142',
    serviceAddress: {
      addressLine1: '12 Main Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    },
    paymentMethod: CARD_ON_FILE,
    billingStatus: PAST_DUE_STATUS,
    subscriptions: [
      subscription({
        id: 'sub_car',
        last4DigitsOfRadioId: '7788',
        status: 'Suspended',
        inactiveReason: 'nonPay',
        isActive: false,
        isSuspended: true,
        planName: 'Orbit All Access',
        planCode: 'ALL_ACCESS_MONTHLY',
        packageId: 'pkg_all',
        price: usd(2_199),
        renewalDate: null,
      }),
    ],
    devices: [],
    ...overrides,
  });
}

export const SUSPENDED_QUOTE: ReactivationQuote = {
  amountDue: usd(4_297),
  suspendedSubscriptions: [
    { subscriptionId: 'sub_car', planName: 'Orbit All Access', last4DigitsOfRadioId: '7788' },
  ],
};

export function receiptFor(amount: Money, overrides: Partial<PaymentReceipt> = {}): PaymentReceipt {
  const left = PAST_DUE_STATUS.amountDue.amountMinor - amount.amountMinor;
  return {
    paymentId: 'pay_0001',
    amountPaid: amount,
    paidAt: '2026-03-10T15:00:05Z',
    method: { kind: 'card', last4: '1111' },
    billingStatus: {
      ...PAST_DUE_STATUS,
      amountDue: usd(left),
      isPastDue: left > 0,
      dueDate: left > 0 ? PAST_DUE_STATUS.dueDate : null,
    },
    reactivatedSubscriptionIds: left === 0 ? ['sub_car'] : [],
    ...overrides,
  };
}

export const ACTIVITY: BillItem[] = [
  {
    transactionDate: '2026-02-15',
    billNumber: 'INV-000123456789',
    invoiceId: 'inv_feb',
    eventType: 'charge',
    startDate: '2026-02-15',
    endDate: '2026-03-14',
    serviceFor: 'Radio ****7788',
    description: 'Orbit All Access, monthly',
    amount: usd(2_497),
    radioId: '7788',
    planLabel: 'Orbit All Access',
    packageName: 'All Access',
    planType: 'SELF_PAY',
    term: '1',
    feeLabel: null,
  },
  {
    transactionDate: '2025-12-15',
    billNumber: null,
    invoiceId: null,
    eventType: 'payment',
    startDate: null,
    endDate: null,
    serviceFor: 'Account',
    description: 'Payment, Visa ending in 4242',
    amount: usd(-2_199),
    radioId: null,
    planLabel: null,
    packageName: null,
    planType: null,
    term: null,
    feeLabel: null,
  },
];

export const INVOICE: Invoice = {
  id: 'inv_feb',
  number: 'INV-000123456789',
  issuedDate: '2026-02-15',
  dueDate: '2026-02-15',
  amountTotal: usd(2_497),
  amountPaid: usd(0),
  amountDue: usd(2_497),
  appliedBalance: usd(0),
  subscriptionId: 'sub_car',
  paymentMethodId: 'pm_visa',
  serviceAddress: { state: 'IL', zip: '62701', country: 'US' },
  lines: [
    {
      description: 'Orbit All Access, monthly',
      offerId: 'ALL_ACCESS_MONTHLY',
      productId: 'ALL_ACCESS_MONTHLY',
      subscriptionId: 'sub_car',
      amountAllocation: {
        amount: usd(2_199),
        tax: usd(150),
        proration: usd(0),
        fees: usd(148),
      },
      fees: [{ code: 'MRF', name: 'Music royalty fee', amount: usd(148) }],
      taxes: [{ code: 'SALES', name: 'State sales tax', rate: 0.0625, amount: usd(150) }],
    },
  ],
};

export function savedCard(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 'pm_visa',
    billingProfileId: 'bp_1',
    type: 'card',
    card: {
      brand: 'visa',
      last4: '4242',
      expiryDate: { year: 2028, month: 8 },
      wallet: { applePay: false },
      prepaid: false,
    },
    billingAddress: null,
    nameOnCard: 'Jordan Rivera',
    isDefault: true,
    status: 'active',
    created: '2025-06-01T12:00:00Z',
    ...overrides,
  };
}

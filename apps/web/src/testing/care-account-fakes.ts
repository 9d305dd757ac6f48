import type { AccountDevice, AccountSubscription, BillingStatus, CareAccount } from '@orbit/domain';

/**
 * Care accounts in the domain's shapes, for any feature's tests: Jane's account in Austin by
 * default, each piece a builder that takes the overrides a test cares about.
 */
export const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

export function billingStatus(overrides: Partial<BillingStatus> = {}): BillingStatus {
  return {
    amountDue: usd(2399),
    credit: usd(0),
    dueDate: '2026-11-21',
    isEBill: true,
    isInvoice: false,
    isPastDue: false,
    lastPayment: { date: '2026-10-21', amount: usd(2399), offsetDaysFromToday: -10 },
    nextPayment: { date: '2026-11-21', amount: usd(2399), offsetDaysFromToday: 21 },
    paymentType: 'creditCard',
    blockedWhilePastDue: [],
    pastDueSince: null,
    ...overrides,
  };
}

export function subscription(overrides: Partial<AccountSubscription> = {}): AccountSubscription {
  return {
    id: 'sub_1',
    deviceId: 'dev_1',
    last4DigitsOfRadioId: '0001',
    serviceType: 'satellite',
    status: 'Active',
    inactiveReason: 'none',
    isActive: true,
    isSuspended: false,
    isCancelledAtEndOfCurrentTerm: false,
    planName: 'All Access',
    planCode: 'SAT_ALLACCESS_MONTHLY',
    packageId: 'SAT_ALL_ACCESS',
    phase: 'fullPrice',
    isTrial: false,
    price: usd(2399),
    termMonths: 1,
    renewalDate: '2026-11-21',
    serviceEndsOn: null,
    pendingPlanChange: null,
    canTransferSubscription: true,
    canReplaceRadio: true,
    trialConsent: null,
    streamingCredentials: null,
    ...overrides,
  };
}

export function device(overrides: Partial<AccountDevice> = {}): AccountDevice {
  return {
    id: 'dev_1',
    type: 'car',
    radioIdLastFour: '0001',
    nickname: null,
    vehicle: { year: 2024, make: 'Lumen', model: 'Arc', yearMakeModel: '2024 Lumen Arc' },
    subscriptionId: 'sub_1',
    canRemove: false,
    ...overrides,
  };
}

/** Jane's account in Austin: a car radio with All Access, a spare radio with nothing running. */
export function careAccount(overrides: Partial<CareAccount> = {}): CareAccount {
  const address = {
    addressLine1: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US' as const,
  };
  return {
    access: 'owner',
    accountNumber: '10000001',
    country: 'US',
    username: 'orbitowner1',
    firstName: 'Jane',
    lastName: 'Rivera',
    email: 'owner@orbitradio.test',
    phone: '5125550101',
    serviceAddress: address,
    billingAddress: null,
    paymentMethod: {
      paymentMethodId: 'pm_1',
      last4Digits: '4242',
      type: 'visa',
      expirationMonth: 8,
      expirationYear: 2028,
      status: 'active',
      expirationDate: '2028-08-31',
      daysUntilExpiration: 700,
      isDefault: true,
    },
    billingStatus: billingStatus(),
    subscriptions: [
      subscription(),
      subscription({
        id: 'sub_2',
        deviceId: null,
        last4DigitsOfRadioId: null,
        serviceType: 'streaming',
        planName: 'Streaming Platinum',
        planCode: 'STR_PLATINUM_MONTHLY',
        phase: 'promo',
        price: usd(499),
        termMonths: 12,
        renewalDate: '2027-03-01',
        streamingCredentials: { maskedUsername: 'o******@orbitradio.test', isAccountLogin: false },
      }),
    ],
    devices: [
      device(),
      device({
        id: 'dev_2',
        type: 'radio',
        radioIdLastFour: '0009',
        nickname: 'Kitchen',
        vehicle: null,
        subscriptionId: null,
        canRemove: true,
      }),
    ],
    ...overrides,
  };
}

/** The same account as a verified identified session sees it: masked, read-only. */
export function identifiedAccount(): CareAccount {
  return careAccount({
    access: 'identified',
    username: null,
    email: 'o******@orbitradio.test',
    phone: '***-***-0101',
  });
}

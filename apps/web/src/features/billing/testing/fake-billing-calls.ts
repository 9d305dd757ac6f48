import type { CardToken } from '@orbit/domain';
import { type CareApiError, createCareApiError, serviceErrorFromBody } from '@orbit/sdk';
import { vi } from 'vitest';
import type { BillingCalls } from '../billing-calls.ts';
import {
  ACTIVITY,
  CARD_ON_FILE,
  INVOICE,
  pastDueAccount,
  receiptFor,
  SUSPENDED_QUOTE,
  savedCard,
  usd,
} from './billing-fixtures.ts';

export const TEST_TOKEN: CardToken = {
  token: 'ctok_test_1111',
  brand: 'visa',
  last4: '1111',
  expMonth: 12,
  expYear: 2030,
  prepaid: false,
};

/** A refusal from the care API, as the SDK's care client makes it. */
export function careRefusal(
  status: number,
  errorCode: string,
  errorPropKey?: string,
): CareApiError {
  return createCareApiError({
    status,
    method: 'POST',
    path: '/test',
    skipGlobalHandler: true,
    errorType: status >= 500 ? 'SYSTEM' : 'BUSINESS',
    errorCode,
    errorPropKey: errorPropKey ?? `error.code.${errorCode.toLowerCase()}`,
  });
}

/** A refusal from a service API, as the SDK's service caller makes it. */
export function serviceRefusal(status: number, code: string) {
  return serviceErrorFromBody(
    status,
    { code, description: code, status, invalidFields: [] },
    'billing.deletePaymentMethod',
  );
}

type Mocked<T> = { [K in keyof T]: T[K] & ReturnType<typeof vi.fn> };

/**
 * Fake billing calls answering a past-due account with a suspended radio and a Visa on file;
 * each method is a spy and any of them can be replaced.
 */
export function fakeBillingCalls(overrides: Partial<BillingCalls> = {}): Mocked<BillingCalls> {
  const calls: BillingCalls = {
    loadAccount: async () => pastDueAccount(),
    loadReactivationQuote: async () => SUSPENDED_QUOTE,
    loadActivity: async () => ACTIVITY,
    loadInvoice: async () => INVOICE,
    makePayment: async (request) => receiptFor(request.paymentInfo.paymentAmount),
    updatePaymentInfo: async () => ({
      creditCard: { ...CARD_ON_FILE, paymentMethodId: 'pm_new', last4Digits: '1111' },
      billingStatus: pastDueAccount().billingStatus,
    }),
    updateEbill: async (request) => ({
      isEBill: request.ebillEnrollment,
      email: request.ebillEnrollment ? 'j******@example.com' : null,
    }),
    giftCardInfo: async (card) => ({
      last4: card.number.slice(-4),
      vendor: 'incomm',
      balance: usd(5_000),
    }),
    redeemGiftCard: async () => ({
      amountRedeemed: usd(5_000),
      appliedToBalance: usd(4_297),
      billingStatus: {
        ...pastDueAccount().billingStatus,
        amountDue: usd(0),
        credit: usd(703),
        isPastDue: false,
        dueDate: null,
      },
      reactivatedSubscriptionIds: ['sub_car'],
    }),
    listPaymentMethods: async () => [savedCard()],
    addPaymentMethod: async () => savedCard({ id: 'pm_new', isDefault: false }),
    setDefaultPaymentMethod: async (id) => savedCard({ id }),
    removePaymentMethod: async () => undefined,
    tokenizeCard: async () => TEST_TOKEN,
    ...overrides,
  };
  const spied = {} as Record<string, unknown>;
  for (const [name, implementation] of Object.entries(calls)) {
    spied[name] = vi.fn(implementation as (...args: unknown[]) => unknown);
  }
  return spied as Mocked<BillingCalls>;
}

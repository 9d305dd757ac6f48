import type { AddressValidationResult, CareAccount, ContactPreferences } from '@orbit/domain';
import { createCareApiError } from '@orbit/sdk';
import { vi } from 'vitest';
import { careAccount } from '../../../testing/care-account-fakes.ts';
import type { AccountCalls } from '../account-calls.ts';

/** Answers of the account calls, in the domain's shapes, for the account tests. */
export {
  billingStatus,
  careAccount,
  device,
  identifiedAccount,
  subscription,
  usd,
} from '../../../testing/care-account-fakes.ts';

export function preferences(overrides: Partial<ContactPreferences> = {}): ContactPreferences {
  return {
    preferredLanguage: 'en-US',
    emailMarketing: true,
    smsMarketing: false,
    phoneMarketing: false,
    email: 'owner@orbitradio.test',
    phone: '512-555-0101',
    doNotCall: [
      {
        phoneNumber: '512-555-0101',
        requestedAt: '2026-10-01T15:00:00.000Z',
        honourBy: '2026-10-15',
      },
    ],
    updatedAt: null,
    ...overrides,
  };
}

export const VALID_ADDRESS: AddressValidationResult = {
  confidenceLevel: 'verified',
  status: 'valid',
  correctedAddresses: [],
};

/** A care API failure as the SDK makes it. */
export function careFailure(
  status: number,
  errorCode: string,
  fieldErrors: { errorCode: string; fieldName?: string }[] = [],
) {
  return createCareApiError({
    status,
    method: 'POST',
    path: '/account',
    skipGlobalHandler: true,
    errorType: status >= 500 ? 'SYSTEM' : 'BUSINESS',
    errorCode,
    errorPropKey: `error.${errorCode.toLowerCase()}`,
    fieldErrors,
  });
}

/** Fakes of every account call: the account loads, changes succeed, addresses are valid. */
export function fakeAccountCalls(account: CareAccount = careAccount()) {
  const calls = {
    loadAccount: vi.fn<AccountCalls['loadAccount']>(async () => account),
    loadNextBestActions: vi.fn<AccountCalls['loadNextBestActions']>(async () => ({
      actions: [{ action: 'addStreaming', subjectId: null }],
    })),
    updateNickname: vi.fn<AccountCalls['updateNickname']>(async () => ({})),
    removeDevice: vi.fn<AccountCalls['removeDevice']>(async () => ({})),
    updateCustomerInfo: vi.fn<AccountCalls['updateCustomerInfo']>(async () => ({})),
    updateBillingInfo: vi.fn<AccountCalls['updateBillingInfo']>(async () => ({})),
    updateStreamingLogin: vi.fn<AccountCalls['updateStreamingLogin']>(async () => ({
      subscriptionIds: ['sub_2'],
      maskedUsername: 'o******@orbitradio.test',
      passwordChanged: false,
      accountEmailUpdated: false,
    })),
    validateAddress: vi.fn<AccountCalls['validateAddress']>(async () => VALID_ADDRESS),
    contactPreferences: vi.fn<AccountCalls['contactPreferences']>(async () => preferences()),
  } satisfies AccountCalls;
  return calls;
}

export type FakeAccountCalls = ReturnType<typeof fakeAccountCalls>;

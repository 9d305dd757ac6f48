import type {
  AccountDevice,
  AddressValidationResult,
  CareAccount,
  CareAccountRequest,
  ContactPreferences,
  ContactPreferencesRequest,
  NextBestActions,
  RemoveDeviceRequest,
  RemoveDeviceResult,
  UpdateBillingInfoRequest,
  UpdateCustomerInfoRequest,
  UpdateNicknameRequest,
  UpdateStreamingRequest,
  UpdateStreamingResult,
  ValidateAddressRequest,
} from '@orbit/domain';
import { careAccount, device } from '../../../testing/care-account-fakes.ts';
import {
  careError,
  createFakeServer,
  type FakeServer,
  fakeEndpoint,
} from '../../../testing/fake-server.ts';

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

/** A care API refusal as the server sends it; throw it from an endpoint's spy. */
export function careFailure(
  status: number,
  errorCode: string,
  fieldErrors: { errorCode: string; fieldName?: string }[] = [],
): Response {
  return careError(status, errorCode, `error.${errorCode.toLowerCase()}`, fieldErrors);
}

/**
 * The account calls on the fake server, each answered by a spy named as the SDK names the call:
 * the account loads, changes succeed, addresses are valid.
 */
export function answerAccountCalls(server: FakeServer, account: CareAccount = careAccount()) {
  return {
    getAccount: fakeEndpoint<CareAccountRequest, CareAccount | null>(
      server,
      'POST /services/account',
      () => account,
    ),
    getNextBestActions: fakeEndpoint<undefined, NextBestActions>(
      server,
      'GET /services/account/next-best-action',
      () => ({ actions: [{ action: 'addStreaming', subjectId: null }] }),
    ),
    updateNickname: fakeEndpoint<UpdateNicknameRequest, AccountDevice>(
      server,
      'POST /services/account-mgmt/update-nickname',
      (request) => device({ id: request.deviceId, nickname: request.nickName }),
    ),
    removeDevice: fakeEndpoint<RemoveDeviceRequest, RemoveDeviceResult>(
      server,
      'POST /services/account-mgmt/remove-device',
      (request) => ({
        deviceId: request.deviceId,
        radioIdLastFour: '0009',
        removedAt: '2026-11-01T15:00:00.000Z',
      }),
    ),
    updateCustomerInfo: fakeEndpoint<UpdateCustomerInfoRequest, CareAccount>(
      server,
      'POST /services/account-mgmt/update-customer-info',
      () => account,
    ),
    updateBillingInfo: fakeEndpoint<UpdateBillingInfoRequest, CareAccount>(
      server,
      'POST /services/account-mgmt/update-billing-info',
      () => account,
    ),
    updateStreamingLogin: fakeEndpoint<UpdateStreamingRequest, UpdateStreamingResult>(
      server,
      'POST /services/account/update-streaming',
      () => ({
        subscriptionIds: ['sub_2'],
        maskedUsername: 'o******@orbitradio.test',
        passwordChanged: false,
        accountEmailUpdated: false,
      }),
    ),
    validateAddress: fakeEndpoint<ValidateAddressRequest, AddressValidationResult>(
      server,
      'POST /services/validate/address',
      () => VALID_ADDRESS,
    ),
    /** Reads the preferences, or saves `update` first: one path for both. */
    contactPreferences: fakeEndpoint<ContactPreferencesRequest, ContactPreferences>(
      server,
      'POST /services/account-mgmt/contact-preferences',
      () => preferences(),
    ),
  };
}

export type AccountAnswers = ReturnType<typeof answerAccountCalls>;

/** A fake server that answers the account calls (`answerAccountCalls`), with their spies. */
export function fakeAccountServer(account: CareAccount = careAccount()) {
  const server = createFakeServer();
  return { server, ...answerAccountCalls(server, account) };
}

export type FakeAccountServer = ReturnType<typeof fakeAccountServer>;

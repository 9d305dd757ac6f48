import {
  type AccountDevice,
  type AccountDeviceRefRequest,
  type AddressValidationResult,
  accountDeviceSchema,
  addressValidationResultSchema,
  type CareAccount,
  type CareAccountRequest,
  type CareDeviceLookupResult,
  type ContactPreferences,
  type ContactPreferencesRequest,
  careAccountSchema,
  careDeviceLookupResultSchema,
  contactPreferencesSchema,
  type NextBestActions,
  nextBestActionsSchema,
  type RemoveDeviceRequest,
  type RemoveDeviceResult,
  removeDeviceResultSchema,
  type UpdateBillingInfoRequest,
  type UpdateCustomerInfoRequest,
  type UpdateNicknameRequest,
  type UpdateStreamingRequest,
  type UpdateStreamingResult,
  updateStreamingResultSchema,
  type ValidateAddressRequest,
} from '@orbit/domain';
import type { CareRequester, RequestOptions } from './care-transport.ts';
import { carePost, withOptions } from './care-transport.ts';

/**
 * The account area (flows §7.1): the account view, its next best actions, and account
 * management. Every call may name the account (`accountNumber`); the server answers only for the
 * caller's own (404 ACCOUNT_NOT_FOUND otherwise). Radios are named by the view's device ids.
 */
export interface AccountCalls {
  /**
   * `POST /account`: the account with its billing status, subscriptions and radios. An
   * identified (not signed-in) session gets it masked (`access: 'identified'`).
   * VERIFICATION_REQUIRED (403), UNAUTHENTICATED_CUSTOMER (401).
   */
  /** `POST /account`: the account; null for a signed-in customer who owns none. */
  getAccount(input?: CareAccountRequest, options?: RequestOptions): Promise<CareAccount | null>;
  /** `GET /account/next-best-action[?accountNumber=]`: what the dashboard suggests, most pressing first. */
  getNextBestActions(
    input?: { accountNumber?: string },
    options?: RequestOptions,
  ): Promise<NextBestActions>;
  /** `POST /account-mgmt/update-nickname`: the renamed radio. DEVICE_NOT_FOUND, SUBSCRIPTION_NOT_FOUND. */
  updateNickname(input: UpdateNicknameRequest, options?: RequestOptions): Promise<AccountDevice>;
  /**
   * `POST /account/device-ref`: one of the signed-in owner's radios (by the view's device id) as
   * find-your-radio answers it, with a `deviceRef` for the checkout calls of this care session.
   * Owner only: UNAUTHENTICATED_CUSTOMER (401); DEVICE_NOT_FOUND (404) for any other id.
   */
  getDeviceRef(
    input: AccountDeviceRefRequest,
    options?: RequestOptions,
  ): Promise<CareDeviceLookupResult>;
  /** `POST /account-mgmt/remove-device`: DEVICE_HAS_ACTIVE_SUBSCRIPTION (409) for a running radio. */
  removeDevice(input: RemoveDeviceRequest, options?: RequestOptions): Promise<RemoveDeviceResult>;
  /**
   * `POST /account-mgmt/update-customer-info`: the updated account. SERVICE_ADDRESS_ZIP_MISMATCH
   * (400, field `serviceAddress.zip`) when the zip changes.
   */
  updateCustomerInfo(
    input: UpdateCustomerInfoRequest,
    options?: RequestOptions,
  ): Promise<CareAccount>;
  /** `POST /account-mgmt/update-billing-info`: the updated account. */
  updateBillingInfo(
    input: UpdateBillingInfoRequest,
    options?: RequestOptions,
  ): Promise<CareAccount>;
  /** `POST /validate/address`: the check and the standardised suggestions worth showing. */
  validateAddress(
    input: ValidateAddressRequest,
    options?: RequestOptions,
  ): Promise<AddressValidationResult>;
  /** `POST /account-mgmt/contact-preferences { langPref }`: the opt-ins, language and do-not-call list. */
  getContactPreferences(
    input?: Pick<ContactPreferencesRequest, 'accountNumber' | 'langPref'>,
    options?: RequestOptions,
  ): Promise<ContactPreferences>;
  /** The same call with `update`: changes the fields sent, answers the preferences. */
  updateContactPreferences(
    input: ContactPreferencesRequest & { update: NonNullable<ContactPreferencesRequest['update']> },
    options?: RequestOptions,
  ): Promise<ContactPreferences>;
  /**
   * `POST /account/update-streaming`: the streaming login of the account's subscriptions.
   * STREAMING_LOGIN_NOT_FOUND (404), USERNAME_IN_USE, EMAIL_INVALID, the password codes.
   */
  updateStreamingLogin(
    input: UpdateStreamingRequest,
    options?: RequestOptions,
  ): Promise<UpdateStreamingResult>;
}

export function accountCalls(request: CareRequester): AccountCalls {
  const post = carePost(request);
  return {
    getAccount: (input, options) =>
      post('/account', careAccountSchema.nullable(), input ?? {}, options),
    getNextBestActions: (input, options) => {
      const accountNumber = input?.accountNumber;
      const query = accountNumber ? `?${new URLSearchParams({ accountNumber }).toString()}` : '';
      return request({
        method: 'GET',
        path: `/account/next-best-action${query}`,
        payload: nextBestActionsSchema,
        ...withOptions(options),
      });
    },
    updateNickname: (input, options) =>
      post('/account-mgmt/update-nickname', accountDeviceSchema, input, options),
    getDeviceRef: (input, options) =>
      post('/account/device-ref', careDeviceLookupResultSchema, input, options),
    removeDevice: (input, options) =>
      post('/account-mgmt/remove-device', removeDeviceResultSchema, input, options),
    updateCustomerInfo: (input, options) =>
      post('/account-mgmt/update-customer-info', careAccountSchema, input, options),
    updateBillingInfo: (input, options) =>
      post('/account-mgmt/update-billing-info', careAccountSchema, input, options),
    validateAddress: (input, options) =>
      post('/validate/address', addressValidationResultSchema, input, options),
    getContactPreferences: (input, options) =>
      post('/account-mgmt/contact-preferences', contactPreferencesSchema, input ?? {}, options),
    updateContactPreferences: (input, options) =>
      post('/account-mgmt/contact-preferences', contactPreferencesSchema, input, options),
    updateStreamingLogin: (input, options) =>
      post('/account/update-streaming', updateStreamingResultSchema, input, options),
  };
}

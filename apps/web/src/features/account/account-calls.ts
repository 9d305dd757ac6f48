import type {
  AddressValidationResult,
  CareAccount,
  CareAccountRequest,
  ContactPreferences,
  ContactPreferencesRequest,
  NextBestActions,
  RemoveDeviceRequest,
  UpdateBillingInfoRequest,
  UpdateCustomerInfoRequest,
  UpdateNicknameRequest,
  UpdateStreamingRequest,
  UpdateStreamingResult,
  ValidateAddressRequest,
} from '@orbit/domain';
import type { RequestOptions } from '@orbit/sdk';

/**
 * The care calls the account pages make, with the domain's types (flows §7.1). The pages depend
 * on this interface only: the app gives them `careAccountCalls` (the SDK's care account calls),
 * tests give them a fake. Every call takes the SDK's request options, so a page can keep a failure
 * away from the global error handler and explain it itself.
 */
export interface AccountCalls {
  /** `POST /account`: the account this session may see (owner, or identified and verified). */
  /** The account; null for a signed-in customer who owns none. */
  loadAccount(request: CareAccountRequest, options?: RequestOptions): Promise<CareAccount | null>;
  /** `GET /account/next-best-action`. */
  loadNextBestActions(options?: RequestOptions): Promise<NextBestActions>;
  /** `POST /account-mgmt/update-nickname`. */
  updateNickname(input: UpdateNicknameRequest, options?: RequestOptions): Promise<unknown>;
  /** `POST /account-mgmt/remove-device`: only a radio with nothing running on it. */
  removeDevice(input: RemoveDeviceRequest, options?: RequestOptions): Promise<unknown>;
  /** `POST /account-mgmt/update-customer-info`: the service address keeps its zip. */
  updateCustomerInfo(input: UpdateCustomerInfoRequest, options?: RequestOptions): Promise<unknown>;
  /** `POST /account-mgmt/update-billing-info`. */
  updateBillingInfo(input: UpdateBillingInfoRequest, options?: RequestOptions): Promise<unknown>;
  /**
   * `POST /account/update-streaming`: the streaming login (not the account login) of the
   * account's subscriptions: its sign-in, its password, and maybe the account's email with it.
   */
  updateStreamingLogin(
    input: UpdateStreamingRequest,
    options?: RequestOptions,
  ): Promise<UpdateStreamingResult>;
  /** `POST /validate/address`: a verdict and, maybe, corrected addresses to offer. */
  validateAddress(
    input: ValidateAddressRequest,
    options?: RequestOptions,
  ): Promise<AddressValidationResult>;
  /** `POST /account-mgmt/contact-preferences`: reads them, or saves `update` first. */
  contactPreferences(
    input: ContactPreferencesRequest,
    options?: RequestOptions,
  ): Promise<ContactPreferences>;
}

/** An address as the account forms send it (`state` is the province in Canada). */
export type AccountAddressInput = UpdateBillingInfoRequest['billingAddress'];

import {
  type CareAccountVerifyRequest,
  type CareDeviceInfoRequest,
  type CareDeviceInfoResult,
  type CareFlepzRequest,
  type CareFlepzResult,
  type CareIdentifiedAccount,
  type CareLicensePlateRequest,
  type CareLicensePlateResult,
  type CareNonPiiRequest,
  type CareRflzRequest,
  type CareVerifyPiiDataRequest,
  careDeviceInfoResultSchema,
  careFlepzResultSchema,
  careIdentifiedAccountSchema,
  careLicensePlateResultSchema,
} from '@orbit/domain';
import type { CareRequester, RequestOptions } from './care-transport.ts';
import { carePost } from './care-transport.ts';

/**
 * The account lookups (flows §1): each answers masked data and records on the care session what
 * it identified; a failed one never says which detail was wrong (ACCOUNT_NOT_FOUND). Find-your-
 * radio (`validateDevice`), link tokens (`identifyByToken`) and the email lookup
 * (`lookupCustomerEmail`) sit with the checkout calls that came first.
 */
export interface IdentificationCalls {
  /**
   * `POST /account/non-pii`: the account behind a radio id, VIN or deviceRef (optionally with
   * the account number or last name), or behind account number + last name. ACCOUNT_NOT_FOUND.
   */
  lookupNonPiiAccount(
    input: CareNonPiiRequest,
    options?: RequestOptions,
  ): Promise<CareIdentifiedAccount>;
  /**
   * `POST /identity/customer/flepz`: all five details; `accountsFound: 0` when none match (not an
   * error). A match verifies the session. Field error PHONE_INVALID for an impossible phone.
   */
  lookupFlepz(input: CareFlepzRequest, options?: RequestOptions): Promise<CareFlepzResult>;
  /**
   * `POST /identity/customer/rflz`: radio id or VIN + first name, last name, zip. Field error
   * INVALID on `radioIdOrVin` for a malformed box (3494); ACCOUNT_NOT_FOUND.
   */
  lookupRflz(input: CareRflzRequest, options?: RequestOptions): Promise<CareIdentifiedAccount>;
  /** `POST /identity/device/license-plate`: the plate's radio and the VIN's last four. */
  lookupLicensePlate(
    input: CareLicensePlateRequest,
    options?: RequestOptions,
  ): Promise<CareLicensePlateResult>;
  /** `POST /device/info`: one radio's type, vehicle, status and trial code; DEVICE_NOT_FOUND. */
  getDeviceInfo(
    input: CareDeviceInfoRequest,
    options?: RequestOptions,
  ): Promise<CareDeviceInfoResult>;
  /**
   * `POST /authenticate/verify-pii-data`: LPZ on the identified account. VERIFICATION_FAILED,
   * RATE_LIMIT_EXCEEDED after five failures an hour, ACCOUNT_NOT_FOUND with no identification.
   */
  verifyPiiData(
    input: CareVerifyPiiDataRequest,
    options?: RequestOptions,
  ): Promise<CareIdentifiedAccount>;
  /** `POST /account/verify`: the older form of `verifyPiiData`, the fields unnested. */
  verifyAccount(
    input: CareAccountVerifyRequest,
    options?: RequestOptions,
  ): Promise<CareIdentifiedAccount>;
}

export function identificationCalls(request: CareRequester): IdentificationCalls {
  const post = carePost(request);
  return {
    lookupNonPiiAccount: (input, options) =>
      post('/account/non-pii', careIdentifiedAccountSchema, input, options),
    lookupFlepz: (input, options) =>
      post('/identity/customer/flepz', careFlepzResultSchema, input, options),
    lookupRflz: (input, options) =>
      post('/identity/customer/rflz', careIdentifiedAccountSchema, input, options),
    lookupLicensePlate: (input, options) =>
      post('/identity/device/license-plate', careLicensePlateResultSchema, input, options),
    getDeviceInfo: (input, options) =>
      post('/device/info', careDeviceInfoResultSchema, input, options),
    verifyPiiData: (input, options) =>
      post('/authenticate/verify-pii-data', careIdentifiedAccountSchema, input, options),
    verifyAccount: (input, options) =>
      post('/account/verify', careIdentifiedAccountSchema, input, options),
  };
}

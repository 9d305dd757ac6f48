import {
  type CareCustomerEmailRequest,
  type CareCustomerEmailResult,
  type CareCustomerInfoRequest,
  type CareCustomerInfoResult,
  type CareDeviceLookupRequest,
  type CareDeviceLookupResult,
  type CareQuoteRequest,
  type CareTokenEntryRequest,
  type CareTokenEntryResult,
  type CareValidatePasswordRequest,
  type CareValidatePasswordResult,
  careCaptchaCheckResultSchema,
  careCustomerEmailResultSchema,
  careCustomerInfoResultSchema,
  careDeviceLookupResultSchema,
  careStreamingEligibilityResultSchema,
  careTokenEntryResultSchema,
  careValidatePasswordResultSchema,
  type OrderQuote,
  orderQuoteSchema,
} from '@orbit/domain';
import type { z } from 'zod';
import type { CareRequester, RequestOptions } from './care-transport.ts';
import { carePost } from './care-transport.ts';

export interface StreamingEligibilityRequest {
  planCode: string;
  firstName: string;
  lastName: string;
  email: string;
  zipCode: string;
  /** The gateway's token of the card: the number never comes here. */
  cardToken: string;
}

/** The checks a checkout makes before the order, and its quote (flows §2.1 steps 3–4). */
export interface CheckoutCalls {
  /** `POST /validate/password`: every server rule, reserved words named in `validationErrorFailedWord`. */
  validatePassword(
    input: CareValidatePasswordRequest,
    options?: RequestOptions,
  ): Promise<CareValidatePasswordResult>;
  /** `POST /identity/customer/email`: the streaming and trial subscriptions an email has, masked. */
  lookupCustomerEmail(
    input: CareCustomerEmailRequest,
    options?: RequestOptions,
  ): Promise<CareCustomerEmailResult>;
  /** `POST /validate/customer-info`: email, username, service address (zip) and card checks. */
  validateCustomerInfo(
    input: CareCustomerInfoRequest,
    options?: RequestOptions,
  ): Promise<CareCustomerInfoResult>;
  /** `POST /check-eligibility/streaming`: may this person (and card) take a new-subscriber offer? */
  checkStreamingEligibility(
    input: StreamingEligibilityRequest,
    options?: RequestOptions,
  ): Promise<z.infer<typeof careStreamingEligibilityResultSchema>>;
  /** `POST /check-eligibility/captcha`: whether the review step needs a captcha. */
  checkCaptcha(
    input: { planCode: string },
    options?: RequestOptions,
  ): Promise<z.infer<typeof careCaptchaCheckResultSchema>>;
  /** `POST /quotes/quote`: today's charge and the later ones, with fees and taxes. */
  getQuote(input: CareQuoteRequest, options?: RequestOptions): Promise<OrderQuote>;
  /** `POST /device/validate`: find a radio by radio id, VIN or licence plate. */
  validateDevice(
    input: CareDeviceLookupRequest,
    options?: RequestOptions,
  ): Promise<CareDeviceLookupResult>;
  /**
   * `POST /identification/token`: a signed link token (tkn/token/dtok, atok) → the radio it was
   * sent for, answered like `validateDevice`, plus its program code. INVALID_TOKEN (400) when
   * bad, expired or tampered.
   */
  identifyByToken(
    input: CareTokenEntryRequest,
    options?: RequestOptions,
  ): Promise<CareTokenEntryResult>;
}

export function checkoutCalls(request: CareRequester): CheckoutCalls {
  const post = carePost(request);
  return {
    validatePassword: (input, options) =>
      post('/validate/password', careValidatePasswordResultSchema, input, options),
    lookupCustomerEmail: (input, options) =>
      post('/identity/customer/email', careCustomerEmailResultSchema, input, options),
    validateCustomerInfo: (input, options) =>
      post('/validate/customer-info', careCustomerInfoResultSchema, input, options),
    checkStreamingEligibility: (input, options) =>
      post('/check-eligibility/streaming', careStreamingEligibilityResultSchema, input, options),
    checkCaptcha: (input, options) =>
      post('/check-eligibility/captcha', careCaptchaCheckResultSchema, input, options),
    getQuote: (input, options) => post('/quotes/quote', orderQuoteSchema, input, options),
    validateDevice: (input, options) =>
      post('/device/validate', careDeviceLookupResultSchema, input, options),
    identifyByToken: (input, options) =>
      post('/identification/token', careTokenEntryResultSchema, input, options),
  };
}

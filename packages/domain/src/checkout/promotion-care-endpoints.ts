import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careZeroCostActivationRequestSchema,
  careZeroCostActivationSchema,
} from './promotion-care-calls.ts';

/**
 * The zero-cost promotion (flows §4.3, ADR 042). The code is checked with
 * `offers/promocode/validate`, its offer shown with `offers`, the radio found with
 * `device/validate`; this group holds the activation itself.
 */
export const promotionCareEndpoints = {
  activateZeroCost: {
    method: 'POST',
    path: '/purchase/zero-cost',
    body: careZeroCostActivationRequestSchema,
    response: careZeroCostActivationSchema,
    access: 'care-session',
    idempotencyKey: 'transactionId',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const promotionCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    activateZeroCost: {
      tag: 'care checkout',
      summary: 'Activate a new radio on a zero-cost promo code: a new account, no card',
      description:
        'Idempotency-Key = `transactionId`: a double submit answers the first activation. The ' +
        'code as `offers/promocode/validate` refuses it (400 OFFER_REDEEMED, OFFER_EXPIRED, ' +
        'INVALID_OFFER_DATA with the failure code on `marketingPromoCode`), and INVALID_OFFER_DATA ' +
        'for a code whose offer costs something. The radio by the `deviceRef` of this care ' +
        'session (any other: 404 DEVICE_NOT_FOUND); a radio that had any subscription: 409 ' +
        'DEVICE_NOT_ELIGIBLE. Customer fields: 400 INVALID_PAYLOAD with the field. The password ' +
        'follows the sign-in policy (PASSWORD_POLICY_NOT_MET, PASSWORD_HAS_PERSONAL_DATA); an ' +
        'email that already signs in gets an account without a sign-in, and the answer does not ' +
        'say so (ADR 025). Another activation of the same radio or single-use code running: 409 ' +
        'PAYMENT_IN_PROGRESS; done: the radio is no longer new (409 DEVICE_NOT_ELIGIBLE) or the ' +
        'code is redeemed (400 OFFER_REDEEMED). Per address a hard 429; past the hour’s budget ' +
        'of the code 428 CAPTCHA_REQUIRED.',
      errors: [400, 404, 409, 422, 428, 429],
    },
  } satisfies CareEndpointDocs<typeof promotionCareEndpoints>;
})();

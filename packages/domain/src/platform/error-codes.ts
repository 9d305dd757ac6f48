import { ACCOUNT_ERRORS } from '../account/account-errors.ts';
import { CHECKOUT_ERRORS } from '../checkout/checkout-errors.ts';
import { RENEWAL_ERRORS } from '../checkout/renewal-errors.ts';
import { ACCOUNT_LINK_ERRORS } from '../devices/account-linking-errors.ts';
import { DEVICE_REFRESH_ERRORS } from '../devices/refresh-signal-errors.ts';
import { SIGN_IN_ERRORS } from '../devices/sign-in-errors.ts';
import { HUMAN_CHECK_ERRORS } from '../human-check/human-check-errors.ts';
import { DEVICE_AUTHORIZATION_ERRORS } from '../identity/device-authorization.ts';
import { IDENTITY_ERRORS } from '../identity/error-codes.ts';
import { PASSKEY_ERRORS } from '../identity/passkey.ts';
import { ONBOARDING_ERRORS } from '../onboarding/onboarding-errors.ts';
import { ORCHESTRATION_ERRORS } from '../orchestration/orchestration-errors.ts';
import { STUDENT_ERRORS } from '../student/student-errors.ts';
import { ENTITLEMENT_ERRORS } from '../subscription/entitlements/entitlement-errors.ts';
import { SUBSCRIPTION_ERRORS } from '../subscription/subscription-errors.ts';
import { TRANSFER_ERRORS } from '../subscription/transfer/transfer-errors.ts';
import { TRIAL_ERRORS } from '../trials/trial-errors.ts';
import { VEHICLE_LINK_ERRORS } from '../trials/vehicle-link-errors.ts';
import { UPGRADE_ERRORS } from '../upgrades/upgrade-errors.ts';

/**
 * The product's error vocabulary: one stable code per failure a caller can act on,
 * with the HTTP status it travels with and the message key the care API reports.
 * Both API surfaces and the web app read this table; a code never changes meaning.
 */
export const PRODUCT_ERRORS = {
  INVALID_PAYLOAD: { status: 400, propKey: 'error.common.invalid.payload', type: 'BUSINESS' },
  PAYLOAD_TOO_LARGE: { status: 413, propKey: 'error.common.payload.too.large', type: 'BUSINESS' },
  HEADERS_TOO_LARGE: { status: 431, propKey: 'error.common.headers.too.large', type: 'BUSINESS' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    propKey: 'error.common.unsupported.media.type',
    type: 'BUSINESS',
  },
  NOT_FOUND: { status: 404, propKey: 'error.common.not.found', type: 'BUSINESS' },
  METHOD_NOT_ALLOWED: { status: 405, propKey: 'error.common.method.not.allowed', type: 'BUSINESS' },
  UNAUTHENTICATED_CUSTOMER: {
    status: 401,
    propKey: 'error.common.unauthenticated.customer',
    type: 'BUSINESS',
  },
  /** A service-API credential (access token, device grant, refresh token) is missing or unusable. */
  UNAUTHENTICATED: { status: 401, propKey: 'error.common.unauthenticated', type: 'BUSINESS' },
  FORBIDDEN: { status: 403, propKey: 'error.common.forbidden', type: 'BUSINESS' },
  SESSION_TIMED_OUT: {
    status: 401,
    propKey: 'error.common.session.timed.out.error',
    type: 'BUSINESS',
  },
  RATE_LIMIT_EXCEEDED: {
    status: 429,
    propKey: 'error.common.rate.limit.exceeded',
    type: 'BUSINESS',
  },
  SERVICE_UNAVAILABLE: { status: 503, propKey: 'error.common.service.unavailable', type: 'SYSTEM' },
  SYSTEM: { status: 500, propKey: 'error.common.system.error', type: 'SYSTEM' },
  ...IDENTITY_ERRORS,
  ...PASSKEY_ERRORS,
  ...DEVICE_AUTHORIZATION_ERRORS,
  ...CHECKOUT_ERRORS,
  ...ACCOUNT_ERRORS,
  ...HUMAN_CHECK_ERRORS,
  ...SUBSCRIPTION_ERRORS,
  ...TRIAL_ERRORS,
  ...ONBOARDING_ERRORS,
  ...STUDENT_ERRORS,
  ...TRANSFER_ERRORS,
  ...VEHICLE_LINK_ERRORS,
  ...ORCHESTRATION_ERRORS,
  ...RENEWAL_ERRORS,
  ...UPGRADE_ERRORS,
  ...DEVICE_REFRESH_ERRORS,
  ...ACCOUNT_LINK_ERRORS,
  ...ENTITLEMENT_ERRORS,
  ...SIGN_IN_ERRORS,
} as const satisfies Record<
  string,
  { status: number; propKey: string; type: 'BUSINESS' | 'SYSTEM' }
>;

export type ProductErrorCode = keyof typeof PRODUCT_ERRORS;

export function isProductErrorCode(code: string): code is ProductErrorCode {
  return Object.hasOwn(PRODUCT_ERRORS, code);
}

import {
  ACCOUNT_ERRORS,
  ACCOUNT_LINK_ERRORS,
  type CareErrorBody,
  CHECKOUT_ERRORS,
  DEVICE_AUTHORIZATION_ERRORS,
  DEVICE_REFRESH_ERRORS,
  ENTITLEMENT_ERRORS,
  IDENTITY_ERRORS,
  ONBOARDING_ERRORS,
  ORCHESTRATION_ERRORS,
  PASSKEY_ERRORS,
  PRODUCT_ERRORS,
  type ProductErrorCode,
  RENEWAL_ERRORS,
  type ServiceErrorBody,
  SIGN_IN_ERRORS,
  STUDENT_ERRORS,
  SUBSCRIPTION_ERRORS,
  TRANSFER_ERRORS,
  TRIAL_ERRORS,
  UPGRADE_ERRORS,
  VEHICLE_LINK_ERRORS,
} from '@orbit/domain';
import type { AppError } from './app-error.ts';

/** What the service error shape says for each platform code when the thrower gave no public description. */
const PLATFORM_DESCRIPTIONS = {
  INVALID_PAYLOAD: 'The request is not valid.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  HEADERS_TOO_LARGE: 'The request headers are too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json).',
  NOT_FOUND: 'Nothing was found at this address.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  UNAUTHENTICATED_CUSTOMER: 'The customer is not signed in.',
  UNAUTHENTICATED: 'A valid credential is required.',
  FORBIDDEN: 'This is not allowed.',
  SESSION_TIMED_OUT: 'The session has expired.',
  RATE_LIMIT_EXCEEDED: 'Too many requests; try again later.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable.',
  SYSTEM: 'An unexpected error occurred.',
  CAPTCHA_REQUIRED:
    'Solve the human check in extras.humanCheck and send its proof with the same request.',
} satisfies Record<
  Exclude<
    ProductErrorCode,
    | keyof typeof IDENTITY_ERRORS
    | keyof typeof PASSKEY_ERRORS
    | keyof typeof DEVICE_AUTHORIZATION_ERRORS
    | keyof typeof CHECKOUT_ERRORS
    | keyof typeof ACCOUNT_ERRORS
    | keyof typeof SUBSCRIPTION_ERRORS
    | keyof typeof TRIAL_ERRORS
    | keyof typeof ONBOARDING_ERRORS
    | keyof typeof ORCHESTRATION_ERRORS
    | keyof typeof RENEWAL_ERRORS
    | keyof typeof UPGRADE_ERRORS
    | keyof typeof VEHICLE_LINK_ERRORS
    | keyof typeof STUDENT_ERRORS
    | keyof typeof DEVICE_REFRESH_ERRORS
    | keyof typeof TRANSFER_ERRORS
    | keyof typeof ACCOUNT_LINK_ERRORS
    | keyof typeof ENTITLEMENT_ERRORS
    | keyof typeof SIGN_IN_ERRORS
  >,
  string
>;

/** Capabilities whose codes carry their own description in the domain table. */
const DESCRIPTIONS: Record<ProductErrorCode, string> = {
  ...PLATFORM_DESCRIPTIONS,
  ...Object.fromEntries(
    Object.entries({
      ...IDENTITY_ERRORS,
      ...PASSKEY_ERRORS,
      ...DEVICE_AUTHORIZATION_ERRORS,
      ...CHECKOUT_ERRORS,
      ...ACCOUNT_ERRORS,
      ...ORCHESTRATION_ERRORS,
      ...SUBSCRIPTION_ERRORS,
      ...TRIAL_ERRORS,
      ...ONBOARDING_ERRORS,
      ...RENEWAL_ERRORS,
      ...UPGRADE_ERRORS,
      ...VEHICLE_LINK_ERRORS,
      ...STUDENT_ERRORS,
      ...TRANSFER_ERRORS,
      ...DEVICE_REFRESH_ERRORS,
      ...ENTITLEMENT_ERRORS,
      ...ACCOUNT_LINK_ERRORS,
      ...SIGN_IN_ERRORS,
    }).map(([code, entry]) => [code, entry.description]),
  ),
} as Record<ProductErrorCode, string>;

/** `{ error: { errorType, errorCode, errorPropKey, fieldErrors } }` for the care API. */
export function careErrorBody(error: AppError): CareErrorBody {
  const entry = PRODUCT_ERRORS[error.code];
  return {
    error: {
      errorType: entry.type,
      errorCode: error.code,
      errorPropKey: entry.propKey,
      fieldErrors: error.fieldErrors.map((field) => ({ ...field })),
    },
  };
}

/** `{ code, description, status, invalidFields, notFoundResourceType, extras }` everywhere else. */
export function serviceErrorBody(error: AppError): ServiceErrorBody {
  return {
    code: error.serviceCode ?? error.code,
    description: error.publicDescription ?? DESCRIPTIONS[error.code],
    status: error.statusCode,
    invalidFields: error.fieldErrors.map((field) => ({
      fieldName: field.fieldName ?? '',
      errorCode: field.errorCode,
    })),
    notFoundResourceType: error.notFoundResourceType ?? null,
    extras: { ...error.extras },
  };
}

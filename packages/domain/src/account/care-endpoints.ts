import * as z from 'zod/mini';
import { addressValidationResultSchema } from '../geography/address-validation.ts';
import { careDeviceLookupResultSchema } from '../identification/device-lookup.ts';
import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  contactPreferencesRequestSchema,
  contactPreferencesSchema,
  removeDeviceResultSchema,
  updateBillingInfoRequestSchema,
  updateCustomerInfoRequestSchema,
  updateNicknameRequestSchema,
  updateStreamingRequestSchema,
  updateStreamingResultSchema,
  validateAddressRequestSchema,
} from './account-management.ts';
import {
  accountDeviceSchema,
  careAccountRequestSchema,
  careAccountSchema,
  nextBestActionsRequestSchema,
  nextBestActionsSchema,
} from './care-account.ts';
import { accountDeviceRefRequestSchema } from './device-ref-request.ts';
import { removeDeviceRequestSchema } from './device-removal.ts';

/**
 * The account area (flows §7.1): the account view, its next best actions, and account
 * management. Every call may name the account (`accountNumber`); the server answers only for the
 * caller's own (404 ACCOUNT_NOT_FOUND otherwise). Radios are named by the view's device ids.
 */
export const accountCareEndpoints = {
  /**
   * The account with its billing status, subscriptions and radios; null for a signed-in
   * customer who owns none. An identified (not signed-in) session gets it masked
   * (`access: 'identified'`). VERIFICATION_REQUIRED (403), UNAUTHENTICATED_CUSTOMER (401).
   */
  getAccount: {
    method: 'POST',
    path: '/account',
    body: careAccountRequestSchema,
    response: /* @__PURE__ */ z.nullable(careAccountSchema),
    access: 'identified',
  },
  /** What the dashboard suggests, most pressing first. */
  getNextBestActions: {
    method: 'GET',
    path: '/account/next-best-action',
    query: nextBestActionsRequestSchema,
    response: nextBestActionsSchema,
    access: 'identified',
  },
  /** The renamed radio. DEVICE_NOT_FOUND, SUBSCRIPTION_NOT_FOUND. */
  updateNickname: {
    method: 'POST',
    path: '/account-mgmt/update-nickname',
    body: updateNicknameRequestSchema,
    response: accountDeviceSchema,
    access: 'account-owner',
  },
  /**
   * One of the signed-in owner's radios (by the view's device id) as find-your-radio answers
   * it, with a `deviceRef` for the checkout calls of this care session. Owner only:
   * UNAUTHENTICATED_CUSTOMER (401); DEVICE_NOT_FOUND (404) for any other id.
   */
  getDeviceRef: {
    method: 'POST',
    path: '/account/device-ref',
    body: accountDeviceRefRequestSchema,
    response: careDeviceLookupResultSchema,
    access: 'account-owner',
  },
  /** DEVICE_HAS_ACTIVE_SUBSCRIPTION (409) for a running radio. */
  removeDevice: {
    method: 'POST',
    path: '/account-mgmt/remove-device',
    body: removeDeviceRequestSchema,
    response: removeDeviceResultSchema,
    access: 'account-owner',
  },
  /**
   * The updated account. SERVICE_ADDRESS_ZIP_MISMATCH (400, field `serviceAddress.zip`) when the
   * zip changes.
   */
  updateCustomerInfo: {
    method: 'POST',
    path: '/account-mgmt/update-customer-info',
    body: updateCustomerInfoRequestSchema,
    response: careAccountSchema,
    access: 'account-owner',
  },
  /** The updated account. */
  updateBillingInfo: {
    method: 'POST',
    path: '/account-mgmt/update-billing-info',
    body: updateBillingInfoRequestSchema,
    response: careAccountSchema,
    access: 'account-owner',
  },
  /** The check and the standardised suggestions worth showing. */
  validateAddress: {
    method: 'POST',
    path: '/validate/address',
    body: validateAddressRequestSchema,
    response: addressValidationResultSchema,
    access: 'identified',
  },
  /**
   * The opt-ins, language and do-not-call list (`{ langPref }`); with `update`, changes the
   * fields sent first.
   */
  contactPreferences: {
    method: 'POST',
    path: '/account-mgmt/contact-preferences',
    body: contactPreferencesRequestSchema,
    response: contactPreferencesSchema,
    access: 'account-owner',
  },
  /**
   * The streaming login of the account's subscriptions. STREAMING_LOGIN_NOT_FOUND (404),
   * USERNAME_IN_USE, EMAIL_INVALID, the password codes.
   */
  updateStreamingLogin: {
    method: 'POST',
    path: '/account/update-streaming',
    body: updateStreamingRequestSchema,
    response: updateStreamingResultSchema,
    access: 'account-owner',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const accountCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care account';
  const IDENTIFIED =
    'The signed-in owner, or a session that identified the account and proved last name, phone ' +
    'and zip (403 VERIFICATION_REQUIRED before that). An account that is not the caller’s: 404 ' +
    'ACCOUNT_NOT_FOUND, as one that does not exist. Neither signed in nor identified: 401 ' +
    'UNAUTHENTICATED_CUSTOMER.';
  const OWNER_ONLY =
    'Signed-in owner only (401 UNAUTHENTICATED_CUSTOMER otherwise); an account that is not the ' +
    'caller’s: 404 ACCOUNT_NOT_FOUND.';

  return {
    getAccount: {
      tag: TAG,
      summary:
        'The account: contact, addresses, card on file, billing status, subscriptions, radios',
      description:
        `${IDENTIFIED} An identified session gets email and phone masked, addresses ` +
        'reduced to city, state and zip, and no username (`access: identified`). Radios are ' +
        'named by an opaque device id, never their radio id. A signed-in customer who owns no ' +
        'account (a streaming-only sign-in) gets `data: null`.',
      errors: [400, 401, 403, 404],
    },
    getNextBestActions: {
      tag: TAG,
      summary: 'What the dashboard suggests next, most pressing first',
      description:
        `${IDENTIFIED} payBalance (past due), updateExpiringCard (the card expired or ` +
        'expires this month), addCard (no card), enrollEbill, reactivateRadio (per suspended ' +
        'radio), chooseFollowOnPlan (per trial with no plan after it).',
      errors: [400, 401, 403, 404],
    },
    updateNickname: {
      tag: TAG,
      summary: 'Name a radio of the account',
      description:
        `${OWNER_ONLY} The radio by \`deviceId\` (from the account view) or by a ` +
        '`subscriptionId` on it, exactly one. `nickName`: 1–30 characters, no control ' +
        'characters. Unknown: 404 DEVICE_NOT_FOUND or SUBSCRIPTION_NOT_FOUND.',
      errors: [400, 401, 404],
    },
    getDeviceRef: {
      tag: TAG,
      summary: 'A radio of the account, by device id, as a deviceRef for the checkout',
      description:
        'Signed-in owner only (401 UNAUTHENTICATED_CUSTOMER otherwise, an identified session ' +
        'included); an account that is not the caller’s: 404 ACCOUNT_NOT_FOUND. `deviceId` ' +
        'from the account view; one of another account, or unknown: 404 DEVICE_NOT_FOUND. ' +
        'Answers as `device/validate` does: the last 4 of the radio id, the vehicle, the ' +
        'status, `cardOnFile`, and an opaque `deviceRef` valid for 30 minutes on this care ' +
        'session only (offers/customer, quotes/quote, purchase/add-subscription, ' +
        'purchase/change-subscription).',
      errors: [400, 401, 404],
    },
    removeDevice: {
      tag: TAG,
      summary: 'Take a radio with no running subscription off the account',
      description:
        `${OWNER_ONLY} \`deviceId\` from the account view; \`reason\` one of ` +
        'VEHICLE_SOLD_OR_TRADED, RADIO_LOST_BROKEN_OR_STOLEN, RADIO_SOLD_GIVEN_AWAY_OR_DISCARDED, ' +
        'OTHER. An Active or Suspended radio: 409 DEVICE_HAS_ACTIVE_SUBSCRIPTION. The removal is ' +
        'recorded and the radio released.',
      errors: [400, 401, 404, 409],
    },
    updateCustomerInfo: {
      tag: TAG,
      summary: 'Change names, email, phone and the service address',
      description:
        `${OWNER_ONLY} Field rules of the account's market (flows §0), field errors by path. ` +
        'The service address keeps its zip (400 SERVICE_ADDRESS_ZIP_MISMATCH on ' +
        '`serviceAddress.zip`); its state is taken only in Canada (a province its postal code ' +
        'may have). `billingAddressSameAsService` copies it to the billing address. Answers the ' +
        'account.',
      errors: [400, 401, 404],
    },
    updateBillingInfo: {
      tag: TAG,
      summary: 'Change the billing address',
      description: `${OWNER_ONLY} Address rules of the account's market. Answers the account.`,
      errors: [400, 401, 404],
    },
    validateAddress: {
      tag: TAG,
      summary: 'Check and standardise an address',
      description:
        'For the signed-in owner or a verified identified session of an account. The zip must ' +
        'have its country’s shape and region; the state (code or name) and, where known, the ' +
        'city must agree with it. `verified`/`valid` with the standardised address, ' +
        '`interactionRequired`/`notValid` with a suggestion, `none`/`notValid` for a zip of ' +
        'no region; a country we cannot judge, or any failure: `none`/`valid`.',
      errors: [400, 401, 403, 404],
    },
    contactPreferences: {
      tag: TAG,
      summary: 'Read (and with `update`, change) the marketing opt-ins and preferred language',
      description:
        `${OWNER_ONLY} Also lists the do-not-call registrations of the account or its phone, ` +
        'with the date calls stop by. A language the market does not speak: 400 on ' +
        '`update.preferredLanguage`.',
      errors: [400, 401, 404],
    },
    updateStreamingLogin: {
      tag: TAG,
      summary: 'Change the streaming login of the account’s subscriptions',
      description:
        'Signed-in owner only. A new `username` or `email` (the sign-in; both sent must match), ' +
        'a new `password` (the sign-up rules), `synchronizeAccountEmail` to make a new email ' +
        'the account’s too. Not the account login itself, and no streaming login: 404 ' +
        'STREAMING_LOGIN_NOT_FOUND. USERNAME_IN_USE, EMAIL_INVALID, INVALID_HANDLE and the ' +
        'password codes as elsewhere.',
      errors: [400, 401, 404, 409],
    },
  } satisfies CareEndpointDocs<typeof accountCareEndpoints>;
})();

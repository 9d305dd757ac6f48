import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import { careNonPiiRequestSchema } from './account-non-pii.ts';
import {
  careAccountVerifyRequestSchema,
  careFlepzRequestSchema,
  careFlepzResultSchema,
  careRflzRequestSchema,
  careVerifyPiiDataRequestSchema,
} from './customer-lookups.ts';
import { careCustomerPhoneRequestSchema, careCustomerPhoneResultSchema } from './customer-phone.ts';
import {
  careDeviceInfoRequestSchema,
  careDeviceInfoResultSchema,
  careLicensePlateRequestSchema,
  careLicensePlateResultSchema,
} from './device-info.ts';
import { careIdentifiedAccountSchema } from './identified-account.ts';
import { LOOKUP_HUMAN_CHECK_DOC, lookupBudgetsDoc } from './lookup-budget-docs.ts';

/**
 * The account lookups (flows §1): each answers masked data and records on the care session what
 * it identified; a failed one never says which detail was wrong (ACCOUNT_NOT_FOUND). Find-your-
 * radio (`validateDevice`), link tokens (`identifyByToken`) and the email lookup
 * (`lookupCustomerEmail`) sit with the checkout calls that came first.
 */
export const identificationCareEndpoints = {
  /**
   * The account behind a radio id, VIN or deviceRef (optionally with the account number or last
   * name), or behind account number + last name. ACCOUNT_NOT_FOUND.
   */
  lookupNonPiiAccount: {
    method: 'POST',
    path: '/account/non-pii',
    body: careNonPiiRequestSchema,
    response: careIdentifiedAccountSchema,
    access: 'care-session',
  },
  /**
   * All five details; `accountsFound: 0` when none match (not an error). A match verifies the
   * session. Field error PHONE_INVALID for an impossible phone.
   */
  /**
   * The radios on the accounts of a phone number (with an email, narrowed to it), masked; none
   * is not an error. Identifies nothing on the session. CAPTCHA_REQUIRED past the budgets.
   */
  lookupCustomerPhone: {
    method: 'POST',
    path: '/identity/customer/phone',
    body: careCustomerPhoneRequestSchema,
    response: careCustomerPhoneResultSchema,
    access: 'care-session',
  },
  lookupFlepz: {
    method: 'POST',
    path: '/identity/customer/flepz',
    body: careFlepzRequestSchema,
    response: careFlepzResultSchema,
    access: 'care-session',
  },
  /**
   * Radio id or VIN + first name, last name, zip. Field error INVALID on `radioIdOrVin` for a
   * malformed box (3494); ACCOUNT_NOT_FOUND.
   */
  lookupRflz: {
    method: 'POST',
    path: '/identity/customer/rflz',
    body: careRflzRequestSchema,
    response: careIdentifiedAccountSchema,
    access: 'care-session',
  },
  /** The plate's radio and the VIN's last four. */
  lookupLicensePlate: {
    method: 'POST',
    path: '/identity/device/license-plate',
    body: careLicensePlateRequestSchema,
    response: careLicensePlateResultSchema,
    access: 'care-session',
  },
  /** One radio's type, vehicle, status and trial code; DEVICE_NOT_FOUND. */
  getDeviceInfo: {
    method: 'POST',
    path: '/device/info',
    body: careDeviceInfoRequestSchema,
    response: careDeviceInfoResultSchema,
    access: 'care-session',
  },
  /**
   * LPZ on the identified account. VERIFICATION_FAILED; RATE_LIMIT_EXCEEDED after five failures
   * an hour in the session, CAPTCHA_REQUIRED after five on the account; ACCOUNT_NOT_FOUND with
   * no identification.
   */
  verifyPiiData: {
    method: 'POST',
    path: '/authenticate/verify-pii-data',
    body: careVerifyPiiDataRequestSchema,
    response: careIdentifiedAccountSchema,
    access: 'care-session',
  },
  /** The older form of `verifyPiiData`, the fields unnested. */
  verifyAccount: {
    method: 'POST',
    path: '/account/verify',
    body: careAccountVerifyRequestSchema,
    response: careIdentifiedAccountSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const identificationCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care identification';
  const BUDGETS = lookupBudgetsDoc('radio, VIN or account');
  const LPZ =
    'Last name, phone and zip of the account this care session identified (a lookup first). ' +
    'A match verifies the identification: account calls that accept an identified customer ' +
    '(paying a bill) open, and the account is answered with its first name. A mismatch: 400 ' +
    'VERIFICATION_FAILED. After five within an hour in one care session: 429 ' +
    'RATE_LIMIT_EXCEEDED for that session; after five on one account from any sessions, each ' +
    `further attempt on it needs a human check. ${LOOKUP_HUMAN_CHECK_DOC} No identification ` +
    'on the session, or one of another account: 404 ACCOUNT_NOT_FOUND.';

  return {
    lookupNonPiiAccount: {
      tag: TAG,
      summary: 'The account behind a radio, masked (radio id, VIN or deviceRef; + account or name)',
      description:
        'One of `radioId` (whole), `vin` (check digit checked first) or `deviceRef` (from ' +
        'find-your-radio on this session), optionally with `accountNumber` or `lastName`; the ' +
        "radio id's last four only with one of those; or `accountNumber` + `lastName`. The " +
        'account must be in the market of the host. Records the identification on the care ' +
        'session, unverified (LPZ verification verifies it). Answers radios (last 4, type, ' +
        'vehicle, status, plan name, a deviceRef each), streaming (masked sign-in) and ' +
        '`verified`. No such radio, no account, a mismatch: 404 ACCOUNT_NOT_FOUND, one answer ' +
        `for all. ${BUDGETS}`,
      errors: [400, 401, 404, 428, 429],
    },
    lookupCustomerPhone: {
      tag: TAG,
      summary: 'The radios on the accounts of a phone number, masked',
      description:
        "The accounts of the host's market whose phone is `phone` (10 digits; with `email`, only " +
        'those with that email), each with its radios (last 4, type, vehicle, status, plan name, ' +
        'a deviceRef for this care session) and whether a paid subscription runs: the refresh ' +
        "signal's landing of a phone receiver. No name, account number, address or email is " +
        'answered, and nothing is recorded on the care session: a phone number proves nothing. ' +
        `An unknown number answers no accounts. ${lookupBudgetsDoc('phone number')}`,
      errors: [400, 401, 428, 429],
    },
    lookupFlepz: {
      tag: TAG,
      summary: 'The accounts matching first name, last name, email, phone and zip, masked',
      description:
        'All five must match (names without regard to case or accents, email without regard ' +
        'to case, the phone digits, the zip without spaces or its +4). A match proves last ' +
        'name, phone and zip: the identification is recorded verified and the first name is ' +
        'answered. No match: 200 with `accountsFound: 0` and empty lists. A phone that cannot ' +
        `be a North American number: 400 with field error PHONE_INVALID. ${lookupBudgetsDoc('email')}`,
      errors: [400, 401, 428, 429],
    },
    lookupRflz: {
      tag: TAG,
      summary: 'The account of a radio (id or VIN) whose first name, last name and zip match',
      description:
        'A malformed radio id or VIN, or a VIN whose check digit fails: 400 with field error ' +
        'INVALID on `radioIdOrVin` (the used-car check code 3494), before anything is read or ' +
        'counted. No radio, no account, or details that do not match: 404 ' +
        'ACCOUNT_NOT_FOUND, one answer for all. Records the identification unverified (RFLZ ' +
        `does not prove the phone). ${BUDGETS}`,
      errors: [400, 401, 404, 428, 429],
    },
    lookupLicensePlate: {
      tag: TAG,
      summary: "A licence plate → its vehicle's radio, masked, and the VIN's last four",
      description:
        'The legacy two-step plate lookup: the plate rules, the state or province of the ' +
        "host's market and `consent: true` (field error REQUIRED otherwise) are checked " +
        'before anything is read or counted. Answers as `device/validate` does plus ' +
        '`vinLastFour` and `maskedVin`; the whole VIN is never sent. Unknown plate: 404 ' +
        `DEVICE_NOT_FOUND. ${lookupBudgetsDoc('plate')}`,
      errors: [400, 401, 404, 428, 429],
    },
    getDeviceInfo: {
      tag: TAG,
      summary: "One radio's device information (type, vehicle, status, trial code), masked",
      description:
        '`radioId` whole, or its last four with the `deviceRef` this session was given for ' +
        'it (field error REQUIRED on `deviceRef` otherwise). Never names the account. ' +
        'Unknown radio, a deviceRef of another session, or last four that are not its: 404 ' +
        `DEVICE_NOT_FOUND. ${lookupBudgetsDoc('radio')}`,
      errors: [400, 401, 404, 428, 429],
    },
    verifyPiiData: {
      tag: TAG,
      summary: "Verify the identified account's last name, phone and zip (LPZ)",
      description: `${LPZ} \`accountNumber\` or \`radioId\` (whole or last four), when sent, must name the identified account.`,
      errors: [400, 401, 404, 428, 429],
    },
    verifyAccount: {
      tag: TAG,
      summary: "Verify the identified account's last name, phone and zip (older form)",
      description: LPZ,
      errors: [400, 401, 404, 428, 429],
    },
  } satisfies CareEndpointDocs<typeof identificationCareEndpoints>;
})();

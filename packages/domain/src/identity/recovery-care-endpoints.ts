import { LOOKUP_HUMAN_CHECK_DOC } from '../identification/lookup-budget-docs.ts';
import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  carePasswordSendEmailRequestSchema,
  carePasswordSendTextRequestSchema,
  careUpdatePasswordRequestSchema,
  careUsernameSendEmailRequestSchema,
  careValidateResetKeyRequestSchema,
} from './care-identity.ts';
import {
  careRecoverySentSchema,
  careUpdatePasswordResultSchema,
  careValidateResetKeyResultSchema,
} from './care-recovery-results.ts';

/** Credential recovery (flows §7.3): reset links, the username reminder, a new password. */
export const recoveryCareEndpoints = {
  /** Always `{sent: true}` (no enumeration). */
  sendPasswordResetEmail: {
    method: 'POST',
    path: '/account/credential-recovery/password/send-email',
    body: carePasswordSendEmailRequestSchema,
    response: careRecoverySentSchema,
    access: 'care-session',
  },
  /**
   * A reset link by text to `phoneNo` when it is the phone of the login `username` names.
   * Always `{sent: true}`; INVALID_PHONE_NUMBER.
   */
  sendPasswordResetText: {
    method: 'POST',
    path: '/account/credential-recovery/password/send-text',
    body: carePasswordSendTextRequestSchema,
    response: careRecoverySentSchema,
    access: 'care-session',
  },
  /** Always `{sent: true}`; EMAIL_INVALID. */
  sendUsernameReminder: {
    method: 'POST',
    path: '/account/credential-recovery/username/send-email',
    body: careUsernameSendEmailRequestSchema,
    response: careRecoverySentSchema,
    access: 'care-session',
  },
  /** INVALID_RESET_KEY, RESET_KEY_EXPIRED. */
  validateResetKey: {
    method: 'POST',
    path: '/account/credential-recovery/validate-key',
    body: careValidateResetKeyRequestSchema,
    response: careValidateResetKeyResultSchema,
    access: 'care-session',
  },
  /** The key is used up; the password rules apply. */
  resetPassword: {
    method: 'POST',
    path: '/account/credential-recovery/update-password',
    body: careUpdatePasswordRequestSchema,
    response: careUpdatePasswordResultSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const recoveryCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care identity';
  const NO_ENUMERATION =
    'Always `{sent: true}`, whether or not anything matched. Rate-limited per client address ' +
    '(429 with Retry-After); one send per destination every 30 s and five an hour, from any ' +
    `address, known or not. ${LOOKUP_HUMAN_CHECK_DOC}`;

  return {
    sendPasswordResetEmail: {
      tag: TAG,
      summary: 'Email a password-reset link to the login named by an email or username',
      description: `The link opens /account/credentials/reset-password?resetKey=… and lasts an hour. ${NO_ENUMERATION}`,
      errors: [400, 401, 428, 429],
    },
    sendPasswordResetText: {
      tag: TAG,
      summary: 'Text a password-reset link to the phone of a login',
      description: `With \`username\`, the phone must be that login's; without, it must belong to exactly one login. INVALID_PHONE_NUMBER unless ten digits. ${NO_ENUMERATION}`,
      errors: [400, 401, 428, 429],
    },
    sendUsernameReminder: {
      tag: TAG,
      summary: 'Email the username of the login that has this email',
      description: `EMAIL_INVALID for a malformed email. ${NO_ENUMERATION}`,
      errors: [400, 401, 428, 429],
    },
    validateResetKey: {
      tag: TAG,
      summary: 'Is this reset key usable?',
      description: 'INVALID_RESET_KEY (unknown or used), RESET_KEY_EXPIRED.',
      errors: [400, 401, 410, 429],
    },
    resetPassword: {
      tag: TAG,
      summary: 'Set a new password with a reset key',
      description:
        'The sign-up password rules apply. The key is used up, every service session of the ' +
        'login ends, and the customer is told by email.',
      errors: [400, 401, 410, 429],
    },
  } satisfies CareEndpointDocs<typeof recoveryCareEndpoints>;
})();

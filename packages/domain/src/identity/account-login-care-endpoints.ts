import * as z from 'zod/mini';
import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careAccountLoginResultSchema,
  careLogoutRequestSchema,
  careLogoutResultSchema,
  careUniqueLoginRequestSchema,
  careUniqueLoginResultSchema,
  careUpdateAccountLoginRequestSchema,
  careUpdateAccountPasswordRequestSchema,
  careValidateLoginResultSchema,
} from './care-identity.ts';

/**
 * The care session's login beyond signing in (flows §7.1): signing out, who is signed in, whether
 * a username is free, and the signed-in login's own username and password.
 */
export const accountLoginCareEndpoints = {
  /** Ends the care session, if there is one; always succeeds. */
  logout: {
    method: 'POST',
    path: '/authenticate/logout',
    body: /* @__PURE__ */ z.nullish(careLogoutRequestSchema),
    response: careLogoutResultSchema,
    access: 'open',
  },
  /** Whether the care session is signed in, and as whom. */
  validateLogin: {
    method: 'POST',
    path: '/authenticate/validate-login',
    response: careValidateLoginResultSchema,
    access: 'care-session',
  },
  /**
   * May this username (or email) be used to sign in? The signed-in login may keep its own; an
   * email is never answered in use (ADR 025).
   */
  validateUniqueLogin: {
    method: 'POST',
    path: '/validate/unique-login',
    body: careUniqueLoginRequestSchema,
    response: careUniqueLoginResultSchema,
    access: 'care-session',
  },
  /**
   * A new username (and optionally password) for the signed-in login, `oldPassword`
   * re-authenticating. INVALID_CREDENTIALS, SIGN_IN_DELAYED, USERNAME_IN_USE, EMAIL_INVALID,
   * INVALID_HANDLE, the password codes.
   */
  updateAccountLogin: {
    method: 'POST',
    path: '/account-mgmt/update-account-login',
    body: careUpdateAccountLoginRequestSchema,
    response: careAccountLoginResultSchema,
    access: 'signed-in',
  },
  /** A new password for the signed-in login, `oldPassword` re-authenticating. */
  updateAccountPassword: {
    method: 'POST',
    path: '/account-mgmt/update-account-password',
    body: careUpdateAccountPasswordRequestSchema,
    response: careAccountLoginResultSchema,
    access: 'signed-in',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const accountLoginCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care identity';

  return {
    logout: {
      tag: TAG,
      summary: 'Sign out: the care session ends',
      description:
        'Always succeeds, with or without a live session; the cookie is cleared and the next ' +
        'utility/env-info starts a new session.',
      errors: [400],
    },
    validateLogin: {
      tag: TAG,
      summary: 'Is the care session signed in, and as whom',
      errors: [401],
    },
    validateUniqueLogin: {
      tag: TAG,
      summary: 'May this username (or email) be used to sign in?',
      description:
        'Invalid shape: `validation.username.invalid`; a username used by another identity: ' +
        '`validation.username.inUse`. The signed-in identity may reuse its own (spec 001 §5). An ' +
        'email is never answered in use: whether it has an identity is settled by the code a ' +
        'sign-up sends to it (ADR 025). Rate-limited per client address and per care session ' +
        '(20 an hour).',
      errors: [400, 401, 429],
    },
    updateAccountLogin: {
      tag: TAG,
      summary: 'Change the username (and optionally the password) of the signed-in login',
      description:
        '`oldPassword` re-authenticates (INVALID_CREDENTIALS; 429 SIGN_IN_DELAYED after wrong ones). USERNAME_IN_USE, ' +
        'EMAIL_INVALID, INVALID_HANDLE, the password codes. Signed-in care sessions only (401 ' +
        'UNAUTHENTICATED_CUSTOMER).',
      errors: [400, 401, 403, 409, 429],
    },
    updateAccountPassword: {
      tag: TAG,
      summary: 'Change the password of the signed-in login',
      description:
        '`oldPassword` re-authenticates (INVALID_CREDENTIALS; 429 SIGN_IN_DELAYED after wrong ' +
        'ones). The sign-up password rules apply. Every service session of the identity ends; ' +
        'the care session stays.',
      errors: [400, 401, 403, 429],
    },
  } satisfies CareEndpointDocs<typeof accountLoginCareEndpoints>;
})();

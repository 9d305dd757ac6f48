import {
  careStreamingProspectRequestSchema,
  careStreamingProspectResultSchema,
} from '../identification/streaming-prospect-token.ts';
import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import { careLoginRequestSchema, careLoginResultSchema } from './care-identity.ts';

/**
 * Sign-in on the care session (the checkout proves ownership of an existing account with it), and
 * the prospect token that names who a streaming offer was sent to.
 */
export const identityCareEndpoints = {
  /**
   * Signs the care session in (the server rotates its cookie). INVALID_USERNAME_OR_PASSWORD,
   * SIGN_IN_DELAYED, CAPTCHA_REQUIRED (with captchaToken/captchaAnswer), ACCOUNT_TYPE_NOT_SUPPORTED.
   */
  login: {
    method: 'POST',
    path: '/authenticate/login',
    body: careLoginRequestSchema,
    response: careLoginResultSchema,
    access: 'care-session',
  },
  /**
   * A prospect link's token (`tkn` → PROSPECT_USERNAME, `cnatkn` → STREAMING_WINBACK; flows
   * §2.1 step 5) → the email to prefill and the link's program code. INVALID_TOKEN (400) when
   * bad, expired, tampered or of another kind.
   */
  streamingProspect: {
    method: 'POST',
    path: '/account/token/streaming',
    body: careStreamingProspectRequestSchema,
    response: careStreamingProspectResultSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const identityCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care identity';

  return {
    login: {
      tag: TAG,
      summary: 'Sign in on the care session with username (or email) and password',
      description:
        'On success the care session is replaced by a new one bound to the identity (new id, ' +
        'new cookie): a session id known before sign-in is worthless after it. Errors: ' +
        'INVALID_USERNAME_OR_PASSWORD, ACCOUNT_TYPE_NOT_SUPPORTED (a streaming login), ' +
        'ACCOUNT_IN_DIFFERENT_COUNTRY, RATE_LIMIT_EXCEEDED per address. Nothing locks the ' +
        'account (ADR 024): wrong passwords for one username from one address make that address ' +
        'wait, 1 s doubling up to 30 s (429 SIGN_IN_DELAYED, Retry-After); after 5 failures of the ' +
        'username from anywhere, or 20 an hour from the address, the password is checked only ' +
        'with a solved human check: 428 CAPTCHA_REQUIRED (get one from `utility/captcha/new`, ' +
        'send `captchaToken` and `captchaAnswer`; a wrong, expired or reused one adds the field ' +
        'error CAPTCHA_ANSWER_INCORRECT, a missing part CAPTCHA_TOKEN_MISSING or ' +
        'CAPTCHA_ANSWER_MISSING). The right password with a solved check always signs in.',
      errors: [400, 401, 403, 428, 429],
    },
    streamingProspect: {
      tag: 'care identification',
      summary: "A streaming prospect link's token → the email to prefill and its program code",
      description:
        'Flows §2.1 step 5: `tokenType` is the type of the query parameter the token came in ' +
        '(`tkn` → PROSPECT_USERNAME, `cnatkn` → STREAMING_WINBACK); both carry a PROSPECT ' +
        'token. Answers its email (lower-case) and `programCode` (null when the link has none). ' +
        'A malformed, tampered, expired or foreign token, or a targeted satellite link token: ' +
        '400 INVALID_TOKEN, always the same body. Rate-limited per client address ' +
        '(IDENTITY_LOOKUPS_PER_IP_PER_MINUTE): 429 RATE_LIMIT_EXCEEDED with Retry-After.',
      errors: [400, 401, 429],
    },
  } satisfies CareEndpointDocs<typeof identityCareEndpoints>;
})();

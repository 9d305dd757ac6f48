/**
 * The error a guarded request answers when it needs a solved human check (flows §1.6
 * CAPTCHA_REQUIRED). 428 Precondition Required: the request may be fine, but it is not taken
 * without a proof. The service error's `extras.humanCheck` carries a fresh challenge; on the care
 * API (whose error body has no extras) the client asks `utility/captcha/new` for one. A proof that
 * is there but wrong, expired or already used gives the same code with a field error
 * (HUMAN_CHECK_FIELD_ERRORS).
 */
export const HUMAN_CHECK_ERRORS = {
  CAPTCHA_REQUIRED: { status: 428, propKey: 'error.captcha.required', type: 'BUSINESS' },
} as const;

/** Field codes of a proof that cannot be accepted. */
export const HUMAN_CHECK_FIELD_ERRORS = {
  /** Wrong, tampered with, expired or already used. */
  CAPTCHA_ANSWER_INCORRECT: 'CAPTCHA_ANSWER_INCORRECT',
  CAPTCHA_ANSWER_MISSING: 'CAPTCHA_ANSWER_MISSING',
  CAPTCHA_TOKEN_MISSING: 'CAPTCHA_TOKEN_MISSING',
} as const;

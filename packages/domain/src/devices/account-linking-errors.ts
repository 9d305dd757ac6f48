/** The refusals of account linking (ADR 071, ADR 076). Spread into PRODUCT_ERRORS. */
export const ACCOUNT_LINK_ERRORS = {
  /**
   * No linking request of that id in this browser: it ended (answered, or past its ten minutes),
   * or it was started in another browser, which alone may answer it.
   */
  ACCOUNT_LINK_REQUEST_NOT_FOUND: {
    status: 404,
    propKey: 'error.account.link.request.not.found',
    type: 'BUSINESS',
    description:
      'This linking request has ended or was started elsewhere; start again from the partner app.',
  },
  /**
   * The `state` the Amazon popup came back with is not one this session was given, was used
   * already, or is past its ten minutes: the popup answer is not trusted (ADR 076).
   */
  ALEXA_LINK_STATE_MISMATCH: {
    status: 400,
    propKey: 'error.account.link.alexa.state.mismatch',
    type: 'BUSINESS',
    description: 'This Amazon sign-in was not started here or has ended; start linking again.',
  },
  /** Amazon refused the sign-in code or the skill's enablement: nothing was linked. */
  ALEXA_LINK_REFUSED: {
    status: 409,
    propKey: 'error.account.link.alexa.refused',
    type: 'BUSINESS',
    description: 'Amazon did not accept the link; start linking again.',
  },
  /** Amazon did not answer, or answered with its own failure: nothing was linked; try later. */
  ALEXA_LINK_PARTNER_UNAVAILABLE: {
    status: 503,
    propKey: 'error.account.link.alexa.unavailable',
    type: 'SYSTEM',
    description: 'Amazon could not be reached; try linking again in a few minutes.',
  },
  /** The customer has no live link with that partner (`authenticate/linking/google`). */
  ACCOUNT_LINK_NOT_FOUND: {
    status: 404,
    propKey: 'error.account.link.not.found',
    type: 'BUSINESS',
    description: 'This account is not linked to that partner; link it from the partner app.',
  },
  /**
   * The partner API (ADR 081) was called without a bearer token: RFC 6750 §3.1 asks for no
   * error code in `WWW-Authenticate` then, only the realm.
   */
  PARTNER_TOKEN_REQUIRED: {
    status: 401,
    propKey: 'error.partner.token.required',
    type: 'BUSINESS',
    description: 'Send the access token of the account link as a Bearer token.',
  },
  /** The partner's access token is unknown, expired, or its link was revoked (`invalid_token`). */
  PARTNER_TOKEN_INVALID: {
    status: 401,
    propKey: 'error.partner.token.invalid',
    type: 'BUSINESS',
    description: 'The access token is unknown, expired or revoked; refresh it or link again.',
  },
  /** The token is valid but its link does not grant the scope this call needs (`insufficient_scope`). */
  PARTNER_SCOPE_INSUFFICIENT: {
    status: 403,
    propKey: 'error.partner.scope.insufficient',
    type: 'BUSINESS',
    description: 'The account link does not allow this call; link again asking for its scope.',
  },
} as const;

/** The failures of third-party entitlements (issue 18, ADR 077). Spread into PRODUCT_ERRORS. */
const refusal = (status: 401 | 404 | 409, propKey: string, description: string) =>
  ({ status, propKey, type: 'BUSINESS', description }) as const;

export const ENTITLEMENT_ERRORS = {
  /** No entitlement has this id. */
  ENTITLEMENT_NOT_FOUND: refusal(
    404,
    'error.code.entitlement.not.found',
    'We could not find this entitlement.',
  ),
  /** Activated already, on another customer's account. */
  ENTITLEMENT_ALREADY_ACTIVATED: refusal(
    409,
    'error.code.entitlement.already.activated',
    'This entitlement was activated already.',
  ),
  /** The partner stopped it (cancelled or expired): nothing left to activate. */
  ENTITLEMENT_NOT_ACTIVATABLE: refusal(
    409,
    'error.code.entitlement.not.activatable',
    'This entitlement can no longer be activated.',
  ),
  /** A partner's notice without a valid signature, or too old, or of an unknown partner. */
  PARTNER_NOTICE_REFUSED: refusal(
    401,
    'error.code.entitlement.partner.notice.refused',
    'The notice is not signed by a known partner.',
  ),
} as const;
export type EntitlementErrorCode = keyof typeof ENTITLEMENT_ERRORS;

/**
 * The failures of a package upgrade link (flows §4.4), with their HTTP status and care message
 * key. Spread into PRODUCT_ERRORS; the token's own faults travel as field errors on `token`
 * (UPGRADE_TOKEN_FIELD_ERRORS, spread into FIELD_ERROR_CODES).
 */
const conflict = (propKey: string, description: string) =>
  ({ status: 409, propKey, type: 'BUSINESS', description }) as const;

export const UPGRADE_ERRORS = {
  /** The upgrade this link opened was ordered already (by this visitor or another). */
  TOKEN_REDEEMED: conflict(
    'error.code.upgrade.token.redeemed',
    'This upgrade link was used already.',
  ),
  /** No package above the subscription's current one: there is nothing to upgrade to. */
  ALREADY_UPGRADED: conflict(
    'error.code.upgrade.already.upgraded',
    'This subscription is already on the highest package it can have.',
  ),
} as const;

/** The field errors of `account/token/pkg-upgrade` (flows §4.4): each opens its own page. */
export const UPGRADE_TOKEN_FIELD_ERRORS = {
  TOKEN_REDEEMED: 'TOKEN_REDEEMED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
} as const;

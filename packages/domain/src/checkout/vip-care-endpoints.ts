import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careVipEligibilityResultSchema,
  careVipLookupRequestSchema,
  careVipQuoteRequestSchema,
  careVipQuoteResultSchema,
  careVipTokenEligibilityRequestSchema,
  careVipTokenRequestSchema,
  careVipTokenResultSchema,
  purchaseUpdateVipRequestSchema,
  purchaseUpdateVipResultSchema,
  purchaseUpgradeVipRequestSchema,
  purchaseVipResultSchema,
} from './vip-care-calls.ts';

/**
 * Platinum VIP (flows §4.5): the link's account, the devices that may be the second, the quote
 * of both, the two-device order and the update of an existing VIP plan.
 */
export const vipCareEndpoints = {
  vipTokenAccount: {
    method: 'POST',
    path: '/account/token/upgrade-vip',
    body: careVipTokenRequestSchema,
    response: careVipTokenResultSchema,
    access: 'care-session',
  },
  vipTokenEligibleRadios: {
    method: 'POST',
    path: '/account/token/vip-eligible-radios',
    body: careVipTokenEligibilityRequestSchema,
    response: careVipEligibilityResultSchema,
    access: 'care-session',
  },
  vipEligibleRadios: {
    method: 'POST',
    path: '/account/vip-eligible-radios',
    body: careVipLookupRequestSchema,
    response: careVipEligibilityResultSchema,
    access: 'care-session',
  },
  vipQuote: {
    method: 'POST',
    path: '/quotes/upgrade-vip',
    body: careVipQuoteRequestSchema,
    response: careVipQuoteResultSchema,
    access: 'care-session',
  },
  purchaseUpgradeVip: {
    method: 'POST',
    path: '/purchase/upgrade-vip',
    body: purchaseUpgradeVipRequestSchema,
    response: purchaseVipResultSchema,
    access: 'care-session',
    idempotencyKey: 'paymentInfo.transactionId',
  },
  purchaseUpdateVip: {
    method: 'POST',
    path: '/purchase/update-vip-subscription',
    body: purchaseUpdateVipRequestSchema,
    response: purchaseUpdateVipResultSchema,
    access: 'care-session',
    idempotencyKey: 'paymentInfo.transactionId',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const vipCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care checkout';
  const ACCESS =
    'On an account the care session identified (the link, the lookup) and verified (last name, ' +
    'phone and zip), or its signed-in owner: 401 UNAUTHENTICATED_CUSTOMER, 403 ' +
    'VERIFICATION_REQUIRED, 404 ACCOUNT_NOT_FOUND otherwise. A radio by the deviceRef a lookup ' +
    'of this session gave, streaming by its subscription id (404 DEVICE_NOT_FOUND).';
  const REFUSALS =
    'A device that cannot be one of the two: 409 INELIGIBLE_FOR_OFFER with field errors ' +
    'SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS or SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO ' +
    '(`firstDevice`, `secondDevice`); a program code without a VIP plan in the account’s market: ' +
    'OFFER_NOT_FOUND (`programCode`).';

  return {
    vipTokenAccount: {
      tag: TAG,
      summary: 'The account a Platinum VIP link was sent for, masked',
      description:
        'Reads an UPGRADE_VIP token (a bad, expired or other-kind token: 400 INVALID_TOKEN, always ' +
        'the same) and records the account on the care session as identified and verified: the ' +
        'link was sent to its holder. Counted against the lookup budget of the address (429).',
      errors: [400, 401, 429],
    },
    vipTokenEligibleRadios: {
      tag: TAG,
      summary: 'The devices that may be the second of a Platinum VIP link’s radio',
      description:
        'The link’s radio (`firstDevice`, with `firstDeviceErrors` when it cannot be upgraded) and ' +
        'every other radio and streaming subscription of its account, each eligible or with its ' +
        'field error (SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS, ' +
        'SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO). `student`: the link is a student’s, whose ' +
        'streaming plan is never shared. 400 INVALID_TOKEN as upgrade-vip.',
      errors: [400, 401, 429],
    },
    vipEligibleRadios: {
      tag: TAG,
      summary: 'The organic Platinum VIP lookup: a radio and its account → eligible second devices',
      description:
        'The radio by `radioId` (or a subscription by `subscriptionId`) with the account number or ' +
        'the holder’s last name, as account/non-pii: one account of the host’s market or 404 ' +
        'ACCOUNT_NOT_FOUND, always the same; counted per address and per radio (429, or 428 ' +
        'CAPTCHA_REQUIRED once the radio’s budget is spent, answered with its proof). The account ' +
        'is recorded on the session unverified (the order asks for LPZ: 403 VERIFICATION_REQUIRED).',
      errors: [400, 401, 404, 428, 429],
    },
    vipQuote: {
      tag: TAG,
      summary: 'The price of upgrading both devices to Platinum VIP',
      description:
        `Both devices in the order the purchase takes them, what it does to each and when VIP ` +
        `starts on it, what is due today. ${ACCESS} ${REFUSALS}`,
      errors: [400, 401, 403, 404, 409],
    },
    purchaseUpgradeVip: {
      tag: TAG,
      summary: 'Upgrade two devices to Platinum VIP in one order',
      description:
        'One Idempotency-Key (= `paymentInfo.transactionId`) for both devices: the same key and ' +
        'body answers the same; another purchase for either device, the card or the account still ' +
        'running: 409 PAYMENT_IN_PROGRESS (nothing charged). The primary device first (the first ' +
        'named unless it is in a trial), each its own order, charged once and confirmed alone: ' +
        'if the secondary fails, the primary’s result stands (status PARTIAL, the secondary’s ' +
        'error in its outcome, nothing charged for it); a retry with a new transaction id finds the ' +
        'primary already VIP (outcome alreadyVip, not charged again). A primary refused (a card ' +
        'decline, 402) answers the refusal itself: nothing charged, take a new transaction id. ' +
        `Both upgraded: the pvip bundle is recorded. ${ACCESS} ${REFUSALS}`,
      errors: [400, 401, 402, 403, 404, 409, 410, 422, 428, 429],
    },
    purchaseUpdateVip: {
      tag: TAG,
      summary: 'Move an existing Platinum VIP bundle to another VIP plan',
      description:
        'The bundle named by its primary or secondary radio (`radioId`) or subscription; the new ' +
        'plan follows the end of what is paid, on the card on file (the signed-in owner only: 401 ' +
        'otherwise; NO_CARD_ON_ACCOUNT). Not a VIP bundle: 409 INELIGIBLE_FOR_OFFER. Idempotent ' +
        'as the other purchases (`paymentInfo.transactionId`). `emailAddressChanged` is accepted ' +
        'as the legacy client sends it: the confirmation goes to the account’s email as it is now.',
      errors: [400, 401, 402, 404, 409, 422, 428, 429],
    },
  } satisfies CareEndpointDocs<typeof vipCareEndpoints>;
})();

import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careVipOwnSecondRadioRequestSchema,
  careVipOwnSecondRadioResultSchema,
  careVipUpdateOffersRequestSchema,
  careVipUpdateOffersResultSchema,
} from './vip-update-care-calls.ts';

/**
 * The signed-in owner's own Platinum VIP (flows §4.5, ADR 053): what a bundle may move to, and the
 * radio on VIP alone whose second device is still to add.
 */
export const vipUpdateCareEndpoints = {
  vipUpdateOffers: {
    method: 'POST',
    path: '/offers/vip-update',
    body: careVipUpdateOffersRequestSchema,
    response: careVipUpdateOffersResultSchema,
    access: 'care-session',
  },
  vipOwnSecondRadio: {
    method: 'POST',
    path: '/account/vip-second-radio',
    body: careVipOwnSecondRadioRequestSchema,
    response: careVipOwnSecondRadioResultSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const vipUpdateCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    vipUpdateOffers: {
      tag: 'care checkout',
      summary: 'A Platinum VIP bundle and the VIP plans it may move to',
      description:
        'The signed-in owner’s bundle, named by either device (`radioId` or `subscriptionId`) or, ' +
        'neither named, the account’s first bundle: both devices with the end of what is paid, the ' +
        'plan it is on, every Platinum VIP plan of the market anyone may move to (never one for new ' +
        'subscribers only) with its price, what it charges today and the day it takes over, and the ' +
        'card on file that pays (masked). Not signed in: 401 UNAUTHENTICATED_CUSTOMER (the update ' +
        'is paid with the card on file). Another account’s device: 404 SUBSCRIPTION_NOT_FOUND, as ' +
        'one that does not exist; a device in no bundle, or no bundle at all: 409 ' +
        'INELIGIBLE_FOR_OFFER. Prices only: nothing is kept.',
      errors: [400, 401, 404, 409],
    },
    vipOwnSecondRadio: {
      tag: 'care checkout',
      summary:
        'The signed-in owner’s radio on Platinum VIP alone, and the devices that may join it',
      description:
        'For `add-second-radio` reached with neither link nor lookup: the signed-in owner’s first ' +
        'radio on a Platinum VIP plan in no bundle is the first device, answered as ' +
        'account/vip-eligible-radios answers (deviceRefs bound to this session; the market’s VIP ' +
        'program code). Not signed in: 401 UNAUTHENTICATED_CUSTOMER; no radio on VIP alone: 409 ' +
        'INELIGIBLE_FOR_OFFER.',
      errors: [400, 401, 409],
    },
  } satisfies CareEndpointDocs<typeof vipUpdateCareEndpoints>;
})();

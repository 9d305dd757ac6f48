import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import { careDeviceMagicLinkSchema, careDeviceTokenRequestSchema } from './vehicle-magic-link.ts';

/**
 * The legacy care call that turns a car's device token into a magic link for that vehicle
 * (spec 001 §7 `sal dtok2magiclink`; ADR 055): the head unit shows the link as a QR code and the
 * driver opens the device-linking page on a phone.
 */
export const vehicleLinkCareEndpoints = {
  deviceTokenToMagicLink: {
    method: 'POST',
    path: '/account/sal/dtok2magiclink',
    body: careDeviceTokenRequestSchema,
    response: careDeviceMagicLinkSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const vehicleLinkCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    deviceTokenToMagicLink: {
      tag: 'care trials',
      summary: 'A car’s device token → a magic link for its vehicle',
      description:
        'The device token is the car’s signed, ten-minute `oet1.` token of type VEHICLE_DEVICE. ' +
        'Answers a new single-use link to the device-linking page for the radio it names. A bad ' +
        'or expired token: 400 INVALID_TOKEN; a radio with no trial history: 404 VEHICLE_NOT_FOUND.',
      errors: [400, 404, 429],
    },
  } satisfies CareEndpointDocs<typeof vehicleLinkCareEndpoints>;
})();

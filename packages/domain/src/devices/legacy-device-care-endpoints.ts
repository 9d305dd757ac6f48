import { detailedVehicleStateSchema } from '../orchestration/vehicle-state-views.ts';
import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careAccountOemRequestSchema,
  careLinkDeviceRequestSchema,
  careLinkDeviceResultSchema,
} from './legacy-device-calls.ts';

/**
 * The last legacy device calls of spec 001 §7 (ADR 081), each over what the service API already
 * does: linking a TV or car by its code (device authorization, ADR 008) and a car's OEM record
 * (vehicle orchestration, ADR 054). Both for a subscription of the signed-in customer only.
 */
export const legacyDeviceCareEndpoints = {
  /**
   * Links the TV or car showing `activationCode` to the signed-in customer, for one of their
   * subscriptions. SUBSCRIPTION_NOT_FOUND, NO_SUBSCRIPTION, INVALID_ACTIVATION_CODE.
   */
  linkDevice: {
    method: 'POST',
    path: '/purchase/link-device',
    body: careLinkDeviceRequestSchema,
    response: careLinkDeviceResultSchema,
    access: 'signed-in',
  },
  /**
   * The vehicle (make, model, year, VIN, lifecycle, device source, trial) of a subscription's
   * radio. SUBSCRIPTION_NOT_FOUND, ELIGIBILITY_SUBSCRIPTION_REQUIRED, VEHICLE_NOT_FOUND.
   */
  accountOem: {
    method: 'POST',
    path: '/account/oem',
    body: careAccountOemRequestSchema,
    response: detailedVehicleStateSchema,
    access: 'signed-in',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const legacyDeviceCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    linkDevice: {
      tag: 'care devices',
      summary: 'Link a TV or car by its code, for one of the customer’s subscriptions (legacy)',
      description:
        'The code the TV or car shows is a device-authorization user code (RFC 8628, ADR 008): ' +
        'approved here for the signed-in customer, the device’s next poll gets its sign-in, as ' +
        'after `device-authorization/v1/user-codes/authorize` (speakers link at ' +
        '`link-codes/authorize`). The subscription is checked first, so a refused one spends no ' +
        'code: anyone else’s or unknown is 404 SUBSCRIPTION_NOT_FOUND; one that does not play ' +
        '(closed, paused, suspended) 409 NO_SUBSCRIPTION. A wrong, expired or used code: 400 ' +
        'INVALID_ACTIVATION_CODE on `activationCode` (wrong guesses count as at the service ' +
        'call; past the per-address budget 429).',
      errors: [400, 401, 404, 409, 429],
    },
    accountOem: {
      tag: 'care devices',
      summary: 'The car-maker record of a subscription’s vehicle (legacy)',
      description:
        'The vehicle state of spec 001 §3 with its trial, as ' +
        '`client-orchestration/v1/detailed-state/subscription/{subscriptionId}` answers it (ADR ' +
        '054): only for a subscription on an account the signed-in customer owns (anyone else’s ' +
        'or unknown: 404 SUBSCRIPTION_NOT_FOUND); a streaming-only one 422 ' +
        'ELIGIBILITY_SUBSCRIPTION_REQUIRED; a radio no lifecycle state fits 404 VEHICLE_NOT_FOUND.',
      errors: [400, 401, 404, 422],
    },
  } satisfies CareEndpointDocs<typeof legacyDeviceCareEndpoints>;
})();

import * as z from 'zod/mini';
import { humanCheckProofSchema } from '../human-check/human-check.ts';
import { DEFAULT_LOCALE, LOCALES } from '../locale/locales.ts';

/**
 * A vehicle's magic link (spec 001 §4, §6, §7; ADR 055): a single-use link to the device-linking
 * page that opens one vehicle's trial. The link id (`ovl_…`) travels in the URL's `ml` query
 * parameter; redeeming it once answers the magic-link grant (`ovg_…`), which the page then
 * presents to `detailed-state-handoff`, `sal status` and `b2btrial/claim` for an hour.
 */
export const VEHICLE_MAGIC_LINK_PAGE_PATH = '/onboarding/device-linking';
export const VEHICLE_MAGIC_LINK_NEW_IDENTITY_PAGE_PATH = '/onboarding/device-linking-new-identity';
export const VEHICLE_MAGIC_LINK_QUERY_PARAM = 'ml';

/** Link ids and grants: a kind prefix, then 256 random bits in base64url. */
const VEHICLE_LINK_ID_SHAPE = /^ovl_[A-Za-z0-9_-]{43}$/;
const VEHICLE_LINK_GRANT_SHAPE = /^ovg_[A-Za-z0-9_-]{43}$/;

export const vehicleMagicLinkIdSchema = /* @__PURE__ */ z
  .string()
  .check(z.regex(VEHICLE_LINK_ID_SHAPE));
export const magicLinkGrantSchema = /* @__PURE__ */ z
  .string()
  .check(z.minLength(1), z.maxLength(128));

/** The address the email carries: the device-linking page with the link id. */
export function vehicleMagicLinkUrl(publicUrl: string, magicLinkId: string): string {
  const url = new URL(VEHICLE_MAGIC_LINK_PAGE_PATH, publicUrl);
  url.searchParams.set(VEHICLE_MAGIC_LINK_QUERY_PARAM, magicLinkId);
  return url.toString();
}

/** Whether a string could be a vehicle link id (the page checks before it calls). */
export function isVehicleMagicLinkId(value: string): boolean {
  return VEHICLE_LINK_ID_SHAPE.test(value);
}

/** Whether a string could be a magic-link grant. */
export function isMagicLinkGrant(value: string): boolean {
  return VEHICLE_LINK_GRANT_SHAPE.test(value);
}

/**
 * `POST client-orchestration/v1/request-magic-link`: exactly one of the vehicle (radio id or VIN)
 * or a link of ours that expired or was used (sent again to the same address). The link goes to
 * the email on the vehicle's record of sale; the answer is the same whether or not one was sent
 * (ADR 025, ADR 055).
 */
export const requestVehicleMagicLinkSchema = /* @__PURE__ */ z
  .strictObject({
    radioId: z.optional(z.string().check(z.trim(), z.minLength(8), z.maxLength(36))),
    vin: z.optional(z.string().check(z.trim(), z.length(17))),
    magicLinkId: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
    language: z._default(z.enum(LOCALES), DEFAULT_LOCALE),
    /** A solved human check, once the vehicle's send budget is spent (ADR 024). */
    humanCheck: z.optional(humanCheckProofSchema),
  })
  .check(
    z.refine(
      (request) =>
        [request.radioId, request.vin, request.magicLinkId].filter((given) => given !== undefined)
          .length === 1,
      { message: 'Name exactly one of radioId, vin or magicLinkId' },
    ),
  );
export type RequestVehicleMagicLink = z.input<typeof requestVehicleMagicLinkSchema>;

export const vehicleMagicLinkRequestedSchema = /* @__PURE__ */ z.object({
  accepted: z.literal(true),
});
export type VehicleMagicLinkRequested = z.infer<typeof vehicleMagicLinkRequestedSchema>;

/** `POST magic-link/v1/vehicle/redeem/{magicLinkId}` */
export const vehicleMagicLinkRedeemParamsSchema = /* @__PURE__ */ z.object({
  magicLinkId: z.string().check(z.minLength(1), z.maxLength(128)),
});

/** The magic-link grant: presented (in a body or the `magicLinkGrant` query) until it expires. */
export const vehicleMagicLinkGrantSchema = /* @__PURE__ */ z.object({
  magicLinkGrant: z.string(),
  grantExpiresAt: z.string(),
});
export type VehicleMagicLinkGrant = z.infer<typeof vehicleMagicLinkGrantSchema>;

/** `POST client-orchestration/v1/detailed-state-handoff` and `POST identity/v1/b2btrial/claim`. */
export const magicLinkGrantRequestSchema = /* @__PURE__ */ z.strictObject({
  magicLinkGrant: magicLinkGrantSchema,
});
export type MagicLinkGrantRequest = z.infer<typeof magicLinkGrantRequestSchema>;

/** `GET identity/v1/sal/status?magicLinkGrant=` (spec 001 §7). */
export const salStatusQuerySchema = /* @__PURE__ */ z.object({
  magicLinkGrant: magicLinkGrantSchema,
});

/**
 * `b2btrial/claim` answered: the trial now runs on the identity's account (its subscription),
 * until `endsOn` (YYYY-MM-DD).
 */
export const b2bTrialClaimedSchema = /* @__PURE__ */ z.object({
  radioId: z.string(),
  accountNumber: z.string(),
  subscriptionId: z.string(),
  endsOn: z.string(),
});
export type B2bTrialClaimed = z.infer<typeof b2bTrialClaimedSchema>;

/** `POST /services/account/sal/dtok2magiclink` (legacy): the car's device token. */
export const careDeviceTokenRequestSchema = /* @__PURE__ */ z.strictObject({
  deviceToken: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type CareDeviceTokenRequest = z.infer<typeof careDeviceTokenRequestSchema>;

/** The link the car shows (as a QR code) for its driver to open on a phone. */
export const careDeviceMagicLinkSchema = /* @__PURE__ */ z.object({
  magicLinkUrl: z.string(),
  magicLinkId: z.string(),
  expiresAt: z.string(),
});
export type CareDeviceMagicLink = z.infer<typeof careDeviceMagicLinkSchema>;

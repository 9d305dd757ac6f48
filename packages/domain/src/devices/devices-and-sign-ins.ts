import * as z from 'zod/mini';
import { NICKNAME_MAX_LENGTH, nicknameSchema } from '../account/account-management.ts';
import { passkeySchema } from '../identity/passkey.ts';
import { accountLinkScopeSchema } from './account-linking.ts';

/**
 * Devices and sign-ins (issue 18, ADR 078): everything that holds a way into a customer's
 * identity, in one place, each with what it is, when it was last used, and a way to take it away.
 * The dmp calls of spec 001 §7 answer these shapes; the account area's page shows them.
 */

/** How a device came to be signed in: a code it showed (TV, car head unit, speaker), or a car's profile. */
export const CONNECTED_DEVICE_KINDS = ['tv', 'car', 'speaker'] as const;
export type ConnectedDeviceKind = (typeof CONNECTED_DEVICE_KINDS)[number];

/** The longest name a customer may give a device or a passkey: as long as a radio's nickname. */
export const SIGN_IN_NAME_MAX_LENGTH = NICKNAME_MAX_LENGTH;

/**
 * A name the customer types for a device or a passkey: the rule of a radio's nickname (trimmed,
 * 1–30 characters, nothing hidden), so every name in the account reads the same.
 */
export const signInNameSchema = nicknameSchema;

/** Where a session was started, as far as the client said (no address is kept). */
export const approximatePlaceSchema = z.object({
  country: z.optional(z.string()),
  region: z.optional(z.string()),
});
export type ApproximatePlace = z.infer<typeof approximatePlaceSchema>;

/** A TV, speaker or car signed in to the identity. */
export const connectedDeviceSchema = z.object({
  /** The device's id (`dev_…`), or a car's profile id (`vpr_…`). */
  id: z.string(),
  kind: z.enum(CONNECTED_DEVICE_KINDS),
  /** What the customer named it; null until they do (the page then says what it is). */
  name: z.nullable(z.string()),
  /** Whether the customer may name it (a car is named with its radio, not here). */
  renamable: z.boolean(),
  /** When it was linked (the code approved, the car's profile made). */
  linkedAt: z.string(),
  /** The last time it signed in or renewed its session; null when never since it was linked. */
  lastUsedAt: z.nullable(z.string()),
});
export type ConnectedDevice = z.infer<typeof connectedDeviceSchema>;

/** A browser (or an app) signed in to the identity: one per installation, its sessions together. */
export const signedInBrowserSchema = z.object({
  /** The installation's device id (`dev_…`). */
  id: z.string(),
  /** "Chrome 126", from what the browser said of itself; null when it said nothing. */
  browser: z.nullable(z.string()),
  /** The client platform (`web-desktop`, `web-mobile`, `ios`…). */
  platform: z.string(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  place: z.nullable(approximatePlaceSchema),
  /** The browser asking: signing it out is signing out, not revoking. */
  current: z.boolean(),
});
export type SignedInBrowser = z.infer<typeof signedInBrowserSchema>;

/** `GET device/v1/dmp/devices`: the connected devices and the browsers signed in. */
export const connectedDevicesSchema = z.object({
  devices: z.array(connectedDeviceSchema),
  browsers: z.array(signedInBrowserSchema),
});
export type ConnectedDevices = z.infer<typeof connectedDevicesSchema>;

/** A partner the customer linked (Google, Alexa…), as their consent recorded it. */
export const linkedServiceSchema = z.object({
  /** The link's id (`ale_…`, its consent), what revoke names. */
  id: z.string(),
  clientId: z.string(),
  /** The partner's name as configured (`Google`). */
  name: z.string(),
  scopes: z.array(accountLinkScopeSchema),
  consentedAt: z.string(),
});
export type LinkedService = z.infer<typeof linkedServiceSchema>;

/** `GET device/v1/dmp/linked-services`. */
export const linkedServicesSchema = z.object({ services: z.array(linkedServiceSchema) });
export type LinkedServices = z.infer<typeof linkedServicesSchema>;

/** `PUT device/v1/dmp/devices/{deviceId}/name`, `PUT identity/v1/webauthn/credentials/{passkeyId}`. */
export const signInRenameRequestSchema = z.strictObject({ name: signInNameSchema });
export type SignInRenameRequest = z.infer<typeof signInRenameRequestSchema>;

/** What a revoke ended: how many session families (a partner's link counts as one). */
export const signInRevokeResultSchema = z.object({
  revokedSessions: z.number().check(z.int(), z.gte(0)),
});
export type SignInRevokeResult = z.infer<typeof signInRevokeResultSchema>;

/** `POST session/v1/sessions/revoke/all`: `exceptCurrent` keeps the caller's own session. */
export const revokeAllSessionsRequestSchema = z.strictObject({
  exceptCurrent: z.optional(z.boolean()),
});
export type RevokeAllSessionsRequest = z.infer<typeof revokeAllSessionsRequestSchema>;

/** A passkey as the devices and sign-ins page lists it: with the name the customer gave it. */
export const passkeySummarySchema = z.extend(passkeySchema, { name: z.nullable(z.string()) });
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/** `GET identity/v1/webauthn/credentials`: the identity's passkeys, newest first. */
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySummarySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/**
 * `POST device-authorization/v1/casting-grants`: a signed-in app hands this to the cast target
 * it is casting to, which trades it at session/v1/sessions/device for its own session (as an
 * approved TV code's grant). Single use, one minute.
 */
export const castingGrantSchema = z.object({
  grant: z.string(),
  grantExpiresAt: z.string(),
});
export type CastingGrant = z.infer<typeof castingGrantSchema>;

/** How long a casting grant lives: the cast target trades it as soon as it is handed over. */
export const CASTING_GRANT_SECONDS = 60;

import * as z from 'zod/mini';

export const GRANT_VERSIONS = ['v1', 'v2'] as const;
export type GrantVersion = (typeof GRANT_VERSIONS)[number];

/** The version every new device is created with. */
export const CURRENT_GRANT_VERSION: GrantVersion = 'v2';

/** What the device service answers: the grant that identifies this installation, and how to renew it. */
export const deviceGrantSchema = z.object({
  deviceId: z.string().check(z.minLength(1)),
  grant: z.string().check(z.minLength(1)),
  grantVersion: z.nullable(z.enum(GRANT_VERSIONS)),
  grantExpiresAt: z.string(),
  refreshGrant: z.string().check(z.minLength(1)),
  refreshGrantExpiresAt: z.string(),
});
export type DeviceGrant = z.infer<typeof deviceGrantSchema>;

/** Describes the browser the SDK runs in; sent when a device is created. */
export const deviceAttributesSchema = z.strictObject({
  app: z.string().check(z.maxLength(64)),
  appVersion: z.string().check(z.maxLength(32)),
  browser: z.string().check(z.maxLength(64)),
  browserVersion: z.string().check(z.maxLength(32)),
  userAgent: z.string().check(z.maxLength(512)),
});
export type DeviceAttributes = z.infer<typeof deviceAttributesSchema>;

export const DEVICE_PLATFORM = 'web-desktop';
export const DEVICE_TYPE = 'browser';
export const DEVICE_APP_ID = 'web';

export const deviceMetadataSchema = z.object({
  platform: z.literal(DEVICE_PLATFORM),
  type: z.literal(DEVICE_TYPE),
  appId: z.literal(DEVICE_APP_ID),
  attributes: deviceAttributesSchema,
});
export type DeviceMetadata = z.infer<typeof deviceMetadataSchema>;

/** `POST device/v1/devices`: device attributes are keyed by device type (`browser`). */
export const deviceCreationPayloadSchema = z.strictObject({
  devicePlatform: z.literal(DEVICE_PLATFORM),
  deviceAttributes: z.strictObject({ browser: deviceAttributesSchema }),
  grantVersion: z.literal(CURRENT_GRANT_VERSION),
});
export type DeviceCreationPayload = z.infer<typeof deviceCreationPayloadSchema>;

/** `POST device/v1/grant/refresh` */
export const refreshDeviceGrantRequestSchema = z.strictObject({
  refreshGrant: z.string().check(z.minLength(1), z.maxLength(1024)),
});

/** `POST device/v1/grant/migrate`: upgrades a grant of version null or v1 to the current version. */
export const migrateDeviceGrantRequestSchema = z.strictObject({
  grant: z.string().check(z.minLength(1), z.maxLength(1024)),
});

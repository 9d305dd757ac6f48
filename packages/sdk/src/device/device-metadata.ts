import {
  DEVICE_APP_ID,
  DEVICE_PLATFORM,
  DEVICE_TYPE,
  type DeviceCreationPayload,
  type DeviceMetadata,
} from '@orbit/domain';

const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Firefox', /Firefox\/([\d.]+)/],
  ['Chrome', /(?:Chrome|Chromium|HeadlessChrome)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
  ['Node.js', /Node\.js\/v?([\d.]+)/],
];

/** Names the browser and its version from a user agent; order matters (Edge also says Chrome). */
export function browserFromUserAgent(userAgent: string): {
  browser: string;
  browserVersion: string;
} {
  for (const [browser, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return { browser, browserVersion: match[1] ?? '' };
  }
  return { browser: 'unknown', browserVersion: '' };
}

export function deviceMetadata(
  userAgent: string,
  app: { name: string; version: string },
): DeviceMetadata {
  return {
    platform: DEVICE_PLATFORM,
    type: DEVICE_TYPE,
    appId: DEVICE_APP_ID,
    attributes: {
      app: app.name.slice(0, 64),
      appVersion: app.version.slice(0, 32),
      ...browserFromUserAgent(userAgent),
      userAgent: userAgent.slice(0, 512),
    },
  };
}

/** What a new device is created with: attributes keyed by device type, grant version v2. */
export function deviceCreationPayload(metadata: DeviceMetadata): DeviceCreationPayload {
  return {
    devicePlatform: metadata.platform,
    deviceAttributes: {
      [metadata.type]: metadata.attributes,
    } as DeviceCreationPayload['deviceAttributes'],
    grantVersion: 'v2',
  };
}

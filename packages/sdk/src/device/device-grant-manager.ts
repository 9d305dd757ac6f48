import {
  DEVICE_GRANT_LIMITS,
  type DeviceGrant,
  type DeviceMetadata,
  deviceGrantSchema,
} from '@orbit/domain';
import { genericError, isServiceError } from '../http/sdk-errors.ts';
import type { ServiceCaller } from '../http/service-caller.ts';
import type { SdkRuntime } from '../runtime/runtime.ts';
import { readJsonCookie } from '../storage/cookie-jar.ts';
import { COOKIE_NAMES, STORAGE_KEYS } from '../storage/storage-keys.ts';
import { deviceGrantAction } from './device-grant-decision.ts';
import { deviceCreationPayload } from './device-metadata.ts';

export const DEVICE_GRANT_REFRESH_TOO_SOON =
  'the minimum interval between device grant refreshes not reached';
export const DEVICE_ID_UNAVAILABLE = 'Device ID Unavailable!';
export const DEVICE_INFO_MISSING = 'could not find the device info';

/**
 * Keeps this installation's device grant: the first thing every session needs. Stored in the
 * `DEVICE_GRANT` cookie, domain-wide, until its refresh grant expires.
 */
export class DeviceGrantManager {
  private inFlight: Promise<DeviceGrant> | undefined;

  constructor(
    private readonly runtime: SdkRuntime,
    private readonly caller: ServiceCaller,
    private readonly metadata: DeviceMetadata,
  ) {}

  get current(): DeviceGrant | undefined {
    return readJsonCookie(this.runtime.cookies, COOKIE_NAMES.deviceGrant, deviceGrantSchema);
  }

  get deviceId(): string {
    const id = this.current?.deviceId;
    if (!id) throw genericError(DEVICE_ID_UNAVAILABLE, 'DEVICE_ID_UNAVAILABLE');
    return id;
  }

  /** A usable grant, fetched, migrated or refreshed as the stored one requires. Shared by concurrent callers. */
  ensure(): Promise<DeviceGrant> {
    this.inFlight ??= this.resolve().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /** Forgets the grant, so the next `ensure` fetches a new one. */
  purge(): void {
    this.runtime.cookies.remove(COOKIE_NAMES.deviceGrant);
    this.runtime.storage.removeItem(STORAGE_KEYS.lastDeviceGrantRefresh);
  }

  /** Fetches a brand-new grant, whatever is stored. */
  async fetchNew(): Promise<DeviceGrant> {
    // A device is described by its user agent; without one the server could not tell devices apart.
    if (!this.metadata.attributes.userAgent) {
      throw genericError(DEVICE_INFO_MISSING, 'DEVICE_INFO_MISSING');
    }
    const grant = await this.caller.call(
      'device',
      'grant',
      { body: deviceCreationPayload(this.metadata) },
      deviceGrantSchema,
    );
    return this.store(grant);
  }

  private async resolve(): Promise<DeviceGrant> {
    const stored = this.current;
    const action = deviceGrantAction(stored, this.runtime.now());
    if (!stored || action === 'fetchNew') return this.fetchNew();
    if (action === 'migrate') {
      try {
        const migrated = await this.caller.call(
          'device',
          'migrate',
          { body: { grant: stored.grant } },
          deviceGrantSchema,
        );
        return this.store(migrated);
      } catch {
        return this.fetchNew();
      }
    }
    try {
      return await this.refresh(stored);
    } catch (error) {
      if (isServiceError(error) && (error.status === 401 || error.status === 403)) {
        return this.fetchNew();
      }
      // The stored grant is still valid; a refresh that fails for any other reason can wait.
      return stored;
    }
  }

  private async refresh(stored: DeviceGrant): Promise<DeviceGrant> {
    const last = Number(this.runtime.storage.getItem(STORAGE_KEYS.lastDeviceGrantRefresh));
    if (
      Number.isFinite(last) &&
      this.runtime.now() - last < DEVICE_GRANT_LIMITS.minRefreshIntervalMs
    ) {
      throw genericError(DEVICE_GRANT_REFRESH_TOO_SOON, 'DEVICE_GRANT_REFRESH_TOO_SOON');
    }
    const refreshed = await this.caller.call(
      'device',
      'refresh',
      { body: { refreshGrant: stored.refreshGrant } },
      deviceGrantSchema,
    );
    return this.store(refreshed);
  }

  private store(grant: DeviceGrant): DeviceGrant {
    const now = this.runtime.now();
    const maxAgeSeconds = Math.max(0, (Date.parse(grant.refreshGrantExpiresAt) - now) / 1000);
    this.runtime.cookies.set(COOKIE_NAMES.deviceGrant, JSON.stringify(grant), { maxAgeSeconds });
    this.runtime.storage.setItem(STORAGE_KEYS.lastDeviceGrantRefresh, String(now));
    return grant;
  }
}

import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerAccountLinking } from './account-linking/index.ts';
import { registerLegacyDeviceCareRoutes } from './legacy/legacy-devices.care-routes.ts';
import { scheduleRefreshExpiry } from './refresh/expire-pending-refreshes.ts';
import { registerRefreshSignalCareRoutes } from './refresh/refresh-signal.care-routes.ts';
import { registerDmpRoutes } from './sign-ins/dmp.service-routes.ts';
import { installSatelliteUplink } from './uplink/install-uplink.ts';
import type { SatelliteUplink } from './uplink/satellite-uplink.ts';

export {
  isPartnerRefusal,
  type PartnerCaller,
  type PartnerRefusal,
} from './account-linking/index.ts';
export { idHashOf as providerRecordIdHash } from './account-linking/provider-records.ts';
export { createHttpUplink } from './uplink/http-uplink.ts';
export { SANDBOX_UPLINK_BASE_PATH } from './uplink/sandbox-uplink.platform-routes.ts';
export type { SatelliteUplink, UplinkOutcome } from './uplink/satellite-uplink.ts';

/**
 * The devices capability: the radio refresh signal (flows §8.2) on the care API, sent through
 * the satellite uplink (a test's, the partner at `SATELLITE_UPLINK_URL`, or the sandbox), and
 * Orbit as the account-linking provider of voice assistants (`/oauth`, its consent calls; ADR 071),
 * and the devices and sign-ins calls (`device/v1/dmp`, ADR 078), and the legacy device calls
 * `purchase/link-device` and `account/oem` (ADR 081).
 */
export function registerDevicesCapability(
  app: App,
  deps: {
    db: Db;
    clock: Clock;
    config: AppConfig;
    uplink?: SatelliteUplink | undefined;
    partnerFetch?: typeof fetch | undefined;
  },
): void {
  const uplink = installSatelliteUplink(app, { config: deps.config, uplink: deps.uplink });
  registerRefreshSignalCareRoutes(app, { ...deps, uplink });
  scheduleRefreshExpiry(app, deps);
  registerAccountLinking(app, deps);
  registerDmpRoutes(app, deps);
  registerLegacyDeviceCareRoutes(app, deps);
}

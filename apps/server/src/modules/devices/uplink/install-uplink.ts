import type { AppConfig } from '../../../config.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { createHttpUplink } from './http-uplink.ts';
import { registerSandboxUplinkRoutes } from './sandbox-uplink.platform-routes.ts';
import { createSandboxUplink } from './sandbox-uplink.ts';
import type { SatelliteUplink } from './satellite-uplink.ts';

/**
 * The uplink refresh commands go through: the one given (a test's), else the partner at
 * `SATELLITE_UPLINK_URL`, else the sandbox shipped with the server, which then also serves its
 * HTTP contract (as the sandbox gateway serves its tokenizer).
 */
export function installSatelliteUplink(
  app: App,
  deps: { config: AppConfig; uplink?: SatelliteUplink | undefined },
): SatelliteUplink {
  if (deps.uplink) return deps.uplink;
  const { url, timeoutMs } = deps.config.satelliteUplink;
  if (url) return createHttpUplink({ url, timeoutMs, logger: app.log });
  registerSandboxUplinkRoutes(app);
  return createSandboxUplink();
}

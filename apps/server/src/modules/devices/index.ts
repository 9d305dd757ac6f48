import type { App } from '../../platform/http/app-instance.ts';
import type { DevicesDeps } from './devices-deps.ts';
import { registerRefreshSignalCareRoutes } from './refresh/refresh-signal.care-routes.ts';

/** The devices capability on the care API: the radio refresh signal (flows §8.2). */
export function registerDevicesCapability(app: App, deps: DevicesDeps): void {
  registerRefreshSignalCareRoutes(app, deps);
}

import type { App } from '../../platform/http/app-instance.ts';
import { registerAccountLinking } from './account-linking/index.ts';
import type { DevicesDeps } from './devices-deps.ts';
import { registerRefreshSignalCareRoutes } from './refresh/refresh-signal.care-routes.ts';

/**
 * The devices capability: the radio refresh signal (flows §8.2) on the care API, and Orbit as
 * the account-linking provider of voice assistants (`/oauth`, its consent calls; ADR 071).
 */
export function registerDevicesCapability(app: App, deps: DevicesDeps): void {
  registerRefreshSignalCareRoutes(app, deps);
  registerAccountLinking(app, deps);
}

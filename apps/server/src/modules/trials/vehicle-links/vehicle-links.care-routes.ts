import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { deviceTokenToMagicLink } from './device-token-link.ts';
import type { VehicleLinkDeps } from './vehicle-links-deps.ts';

/** `sal dtok2magiclink` (legacy, spec 001 §7): the car's device token → a magic link. */
export function registerVehicleLinkCareRoutes(app: App, deps: VehicleLinkDeps): void {
  registerCareRoutes(app, deps, 'vehicleLink', {
    deviceTokenToMagicLink: (request) => deviceTokenToMagicLink(deps, request.body.deviceToken),
  });
}

import type { App } from '../../../platform/http/app-instance.ts';
import { createIdentityDeps, createPasswordHasher } from '../../identity/index.ts';
import type { TrialDeps } from '../trial-deps.ts';
import { registerVehicleLinkCareRoutes } from './vehicle-links.care-routes.ts';
import { registerDevVehicleLinkRoutes } from './vehicle-links.dev-routes.ts';
import { registerVehicleLinkServiceRoutes } from './vehicle-links.service-routes.ts';
import type { VehicleLinkDeps } from './vehicle-links-deps.ts';

/** A vehicle's magic links (ADR 055): service calls, the legacy care call and the dev mints. */
export function registerVehicleLinkRoutes(app: App, trialDeps: TrialDeps): void {
  const { config, db, clock } = trialDeps;
  const deps: VehicleLinkDeps = {
    config,
    db,
    clock,
    identity: createIdentityDeps({
      config,
      db,
      clock,
      hasher: createPasswordHasher(config.identity.passwordHashing),
    }),
  };
  registerVehicleLinkServiceRoutes(app, deps);
  registerVehicleLinkCareRoutes(app, deps);
  registerDevVehicleLinkRoutes(app, deps);
}

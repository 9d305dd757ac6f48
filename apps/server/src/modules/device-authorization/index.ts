/**
 * The device-authorization capability's public face: its routes and the purge of finished
 * ceremonies.
 */
export { purgeCeremonyRows } from './ceremony-purge.ts';
export { registerDeviceAuthorizationRoutes } from './device-authorization.service-routes.ts';

/** The passkeys capability's public face: its routes, for app.ts. */
export { registerPasskeyRoutes } from './passkeys.service-routes.ts';

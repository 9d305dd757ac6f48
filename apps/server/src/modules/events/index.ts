/** The events capability's public face: its routes, for app.ts. */
export { registerEventRoutes } from './events.service-routes.ts';

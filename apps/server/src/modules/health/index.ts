/** The health checks' public face: their routes, for app.ts. */
export { registerHealthRoutes } from './health.platform-routes.ts';

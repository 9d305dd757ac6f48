/** The account area's public face: its routes, for app.ts. */
export { registerAccountCapability } from './routes.ts';

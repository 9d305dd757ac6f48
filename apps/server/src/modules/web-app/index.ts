/** The built web app's public face: its routes, for app.ts. */
export { registerWebApp } from './web-app.platform-routes.ts';

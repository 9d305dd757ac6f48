/**
 * The trials capability's public face, for app.ts: its routes. Its vehicle record and state
 * (`vehicle-record.ts`, `vehicle-state.ts`) are what every trial rule reads.
 */
export { registerTrialCapability } from './trial-routes.ts';

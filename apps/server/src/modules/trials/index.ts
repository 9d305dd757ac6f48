/**
 * The trials capability's public face, for app.ts: its routes, and the used-car rule checkout
 * asks again when the RTP trial is bought. Its vehicle record and state (`vehicle-record.ts`,
 * `vehicle-state.ts`) are what every trial rule reads.
 */
export { usedCarTrialChecks } from './eligibility/used-car-trial-checks.ts';
export { registerTrialCapability } from './trial-routes.ts';

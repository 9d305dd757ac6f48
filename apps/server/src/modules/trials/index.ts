/**
 * The trials capability's public face, for app.ts: its routes, and the used-car rule checkout
 * asks again when the RTP trial is bought. Its vehicle record and state (`vehicle-record.ts`,
 * `vehicle-state.ts`) are what every trial rule reads.
 */

/** The new account of a claim, as the zero-cost promotion makes one too (ADR 042). */
export { openNewHolderAccount } from './activation/claim-trial.ts';
export { newTrialHolder } from './activation/trial-holder.ts';
export { usedCarTrialChecks } from './eligibility/used-car-trial-checks.ts';
/** The vehicle of a subscription (ADR 054), for the legacy `account/oem` (ADR 081). */
export { subscriptionDetailedState } from './orchestration/subscription-vehicle.ts';
export { registerTrialCapability } from './trial-routes.ts';

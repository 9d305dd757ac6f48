/** Roll-to-choice renewal (flows §4.1, ADR 039): its offers, quote and purchase routes. */
export { registerRenewalRoutes } from './renewal.care-routes.ts';

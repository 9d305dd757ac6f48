/**
 * The account area's public face: its routes, for app.ts; and what an identity holds, read as
 * the account area reads it, for the partner API (ADR 081).
 */
export {
  type HeldSubscription,
  type HeldSubscriptions,
  heldSubscriptionsOf,
} from './held-subscriptions.ts';
export { registerAccountCapability } from './routes.ts';

/** Change plan and change term of a subscription (ADR 030): its care routes and checkout's port. */
export { registerChangeOfferRoutes } from './change-offers.care-routes.ts';
export { changeOffersOf } from './change-offers.ts';
export {
  type ChangeableSubscription,
  changeableSubscriptionOf,
} from './changeable-subscription.ts';
export { planChanges } from './plan-changes.ts';

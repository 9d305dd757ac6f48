/** Transfer and swap (ADR 068): the care routes, for the subscription capability's face. */

export { offerPlanMoveToTrial, type TrialActivated } from './acsc-link-offer.ts';
export { registerTransferCareRoutes } from './transfer.care-routes.ts';

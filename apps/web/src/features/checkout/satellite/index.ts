/**
 * What the subscription pages use of the satellite checkouts (ADR 052): change-to's radio steps
 * (device-select, find-your-radio), into which they put their change-plan steps. Its own public
 * face, like the flow kit's, so that importing the checkout's `index.ts` never brings the
 * satellite flows along.
 */
export { ChangeToCheckout } from './change-to-checkout.tsx';
export type { PlanChangeProblem, PlanChangeProps } from './steps/new-plan-step.tsx';

import type { PlanChanges } from '../../checkout/index.ts';
import { carePurchase, careQuote } from './care-plan-change.ts';
import { offerToOffer } from './offer-to-offer.ts';
import { confirmServiceOrder, createServiceOrder } from './service-plan-switch.ts';
import { studentRollover } from './student-rollover.ts';

/** The plan changes checkout's calls hand over to (its PlanChanges port, wired in app.ts). */
export const planChanges: PlanChanges = {
  careQuote,
  carePurchase,
  offerToOffer,
  studentRollover,
  createServiceOrder,
  confirmServiceOrder,
};

import type { CareZeroCostActivation, TrialCustomer } from '@orbit/domain';
import type { IdentifiedRadio } from '../../identification/index.ts';

/** The promotion's steps (flows §4.3), numbered 1 to 3 in the stepper; `done` is the thanks. */
export type PromotionStep = 'deviceLookup' | 'accountInfo' | 'deviceActivation' | 'done';

export const PROMOTION_STEP_NUMBERS = { deviceLookup: 1, accountInfo: 2, deviceActivation: 3 };

/** What the visitor entered so far, kept by the page (nothing of it is stored anywhere). */
export interface PromotionProgress {
  step: PromotionStep;
  radio?: IdentifiedRadio;
  customer?: TrialCustomer;
  activation?: CareZeroCostActivation;
}

/** Where a refused code, an ineligible radio or an ended promotion sends the visitor instead. */
export const CHOOSE_A_PLAN_PATH = '/subscribe/checkout/purchase/satellite/organic';

/** flows §4.3: the redeemed code's own page, beside the promotion. */
export const PROMO_CODE_REDEEMED_PATH = '/subscribe/checkout/promotion/promo-code-redeemed-error';

import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { PromotionAccountStepProps } from './promotion-account-step.tsx';
import type { PromotionActivationStepProps } from './promotion-activation-step.tsx';
import type { PromotionDeviceStepProps } from './promotion-device-step.tsx';
import type { PromotionThanksProps } from './promotion-thanks.tsx';

/**
 * The promotion's steps (ADR 124): the radio's lookup is fetched while the page checks the link's
 * code, side by side; the account, the activation and the thanks once the lookup shows, one per
 * idle moment, so Continue finds them here.
 */
export const promotionDeviceStep = stepOnDemand<PromotionDeviceStepProps>(() =>
  import('./promotion-device-step.tsx').then((step) => step.PromotionDeviceStep),
);
export const promotionAccountStep = stepOnDemand<PromotionAccountStepProps>(() =>
  import('./promotion-account-step.tsx').then((step) => step.PromotionAccountStep),
);
export const promotionActivationStep = stepOnDemand<PromotionActivationStepProps>(() =>
  import('./promotion-activation-step.tsx').then((step) => step.PromotionActivationStep),
);
export const promotionThanks = stepOnDemand<PromotionThanksProps>(() =>
  import('./promotion-thanks.tsx').then((step) => step.PromotionThanks),
);

/** In the order a visitor meets them. */
export const PROMOTION_STEPS_ON_DEMAND = [
  promotionDeviceStep,
  promotionAccountStep,
  promotionActivationStep,
  promotionThanks,
];

import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { VipOwnSecondRadioProps } from './update/vip-own-second-radio.tsx';
import type { VipUpdatePageProps } from './update/vip-update-page.tsx';
import type { VipStartedProps } from './vip-page.tsx';
import type { VipPaymentStepProps } from './vip-payment-step.tsx';
import type { VipReviewStepProps } from './vip-review-step.tsx';
import type { VipThanksProps } from './vip-thanks.tsx';

/**
 * The VIP accordion's sections that are never its first screen (ADR 100): fetched as the
 * customer reaches them, preloaded once the second radio's choice shows.
 */
export const vipPaymentStep = stepOnDemand<VipPaymentStepProps>(() =>
  import('./vip-payment-step.tsx').then((step) => step.VipPaymentStep),
);
export const vipReviewStep = stepOnDemand<VipReviewStepProps>(() =>
  import('./vip-review-step.tsx').then((step) => step.VipReviewStep),
);
export const vipThanksStep = stepOnDemand<VipThanksProps>(() =>
  import('./vip-thanks.tsx').then((step) => step.VipThanks),
);

export const VIP_STEPS_ON_DEMAND = [vipPaymentStep, vipReviewStep, vipThanksStep];

/**
 * The pages behind the VIP door, each fetched when the door opens it (ADR 124): a link's steps
 * while the door asks what the link opens (side by side, not one after the other); the signed-in
 * owner's update and own second radio only on their own addresses.
 */
export const vipStarted = stepOnDemand<VipStartedProps>(() =>
  import('./vip-page.tsx').then((page) => page.VipStarted),
);
export const vipUpdatePage = stepOnDemand<VipUpdatePageProps>(() =>
  import('./update/vip-update-page.tsx').then((page) => page.VipUpdatePage),
);
export const vipOwnSecondRadio = stepOnDemand<VipOwnSecondRadioProps>(() =>
  import('./update/vip-own-second-radio.tsx').then((page) => page.VipOwnSecondRadio),
);

/** What a link's VIP door opens, for it to preload while it asks (`usePreloadedSteps`). */
export const VIP_DOOR_OPENS = [vipStarted];

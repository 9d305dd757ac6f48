import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { VipOwnSecondRadioProps } from './update/vip-own-second-radio.tsx';
import type { VipUpdatePageProps } from './update/vip-update-page.tsx';
import type { VipStartedProps } from './vip-page.tsx';

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

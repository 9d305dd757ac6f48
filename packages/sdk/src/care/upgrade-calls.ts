import { upgradeCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** Package upgrade links: the radio a link names, the plans above its current package. */
export type UpgradeCalls = CareCalls<typeof upgradeCareEndpoints>;
export const upgradeCalls = careCallsFrom(upgradeCareEndpoints);

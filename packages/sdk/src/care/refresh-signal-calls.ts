import { refreshSignalCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** The refresh signal (flows §8.2): refresh a radio, text the refresh steps. */
export type RefreshSignalCalls = CareCalls<typeof refreshSignalCareEndpoints>;
export const refreshSignalCalls = careCallsFrom(refreshSignalCareEndpoints);

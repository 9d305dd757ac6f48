import { doNotCallCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** Do not call (flows §8.3), open to any care session. */
export type DoNotCallCalls = CareCalls<typeof doNotCallCareEndpoints>;
export const doNotCallCalls = careCallsFrom(doNotCallCareEndpoints);

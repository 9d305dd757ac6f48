import { accountLoginCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** Signing out, who is signed in, a free username, the signed-in login's username and password. */
export type AccountLoginCalls = CareCalls<typeof accountLoginCareEndpoints>;
export const accountLoginCalls = careCallsFrom(accountLoginCareEndpoints);

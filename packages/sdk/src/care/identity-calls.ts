import { identityCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** Sign-in on the care session, the signed-in login's changes, and streaming prospect tokens. */
export type IdentityCalls = CareCalls<typeof identityCareEndpoints>;
export const identityCalls = careCallsFrom(identityCareEndpoints);

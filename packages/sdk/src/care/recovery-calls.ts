import { recoveryCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** Credential recovery (flows §7.3), made from its rows in the care endpoint table. */
export type RecoveryCalls = CareCalls<typeof recoveryCareEndpoints>;
export const recoveryCalls = careCallsFrom(recoveryCareEndpoints);

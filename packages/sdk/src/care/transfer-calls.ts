import { transferCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/**
 * Transfer and swap (ADR 068): the ACSC link and identification, the follow-on offers and the
 * quote, moving a self-pay plan to the trial radio, consolidating the trial radio, swapping a
 * lost or broken radio.
 */
export type TransferCalls = CareCalls<typeof transferCareEndpoints>;
export const transferCalls = careCallsFrom(transferCareEndpoints);

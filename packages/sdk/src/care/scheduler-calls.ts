import { schedulerCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/** The scheduler's status for operators (ADR 074). */
export type SchedulerCalls = CareCalls<typeof schedulerCareEndpoints>;
export const schedulerCalls = careCallsFrom(schedulerCareEndpoints);

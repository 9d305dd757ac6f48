import { studentCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/**
 * Student verification (ADR 065): a school email's code, a proof of enrolment upload (sent as a
 * form with its file), the verification's status, the reviewers' queue, the re-verify link and
 * `check-eligibility/student`.
 */
export type StudentCalls = CareCalls<typeof studentCareEndpoints>;
export const studentCalls = careCallsFrom(studentCareEndpoints);

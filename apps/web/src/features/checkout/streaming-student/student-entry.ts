import {
  type CareStudentVerification,
  type Country,
  type Locale,
  studentProgramCodeFor,
} from '@orbit/domain';
import { studentCalls } from '@orbit/sdk';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { failureOf } from '../../../shared/errors/index.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { checkoutKeys } from '../checkout-queries.ts';
import { reportHandledError } from '../flow-kit/report-handled-error.ts';
import { type EntryOutcome, enterFlow } from '../streaming-organic/enter-flow.ts';
import { type StudentVerificationProblem, VERIFICATION_ID_KEY } from './student-notice.ts';

export interface StudentLink {
  search: string;
  verificationId: string;
  programCode: string;
  locale: Locale;
}

/** The student checkout's link: the verification id and the market's student program code. */
export function studentLinkOf(search: string, country: Country, locale: Locale): StudentLink {
  return {
    search,
    verificationId: getQueryParam(search, VERIFICATION_ID_KEY)?.trim() ?? '',
    programCode: studentProgramCodeFor(getQueryParam(search, 'programcode') ?? undefined, country),
    locale,
  };
}

export type StudentEntry =
  | EntryOutcome
  /** No usable verification: the streaming checkout without it, saying why (flows §6). */
  | { kind: 'withoutVerification'; problem: StudentVerificationProblem; programCode: string };

/** Only a verification still current buys the student plan (ADR 066). */
function problemOf(verification: CareStudentVerification): StudentVerificationProblem | null {
  return verification.state === 'expired' ? 'failed' : null;
}

/**
 * The door of the student checkout (flows §6 "Return"): `identity/verify-student/{id}` — an
 * unknown or malformed id (anyone else's answers the same) is an invalid verification, an expired
 * one a failed one; then the streaming checkout's own door with the student pages' offers, the
 * student's name and email filled in, the verification kept for the quote and the order.
 */
export async function enterStudentCheckout(
  services: AppServices,
  link: StudentLink,
): Promise<StudentEntry> {
  const without = (problem: StudentVerificationProblem): StudentEntry => ({
    kind: 'withoutVerification',
    problem,
    programCode: link.programCode,
  });
  let verification: CareStudentVerification;
  try {
    verification = await careCallsFor(services.careRequester, studentCalls).verifyStudent(
      { verificationId: link.verificationId },
      { skipGlobalHandler: true },
    );
  } catch (error) {
    const failure = failureOf(error);
    if (failure.kind === 'refused' || failure.kind === 'notFound') return without('invalid');
    const handled = reportHandledError(services, error, 'student verification');
    return handled.kind === 'sessionTimedOut'
      ? { kind: 'stopped' }
      : { kind: 'error', page: 'technical-issues' };
  }
  const problem = problemOf(verification);
  services.dataLayer.push('student-verification-status', {
    pageInfo: { selectedVerificationOption: verification.method },
    status: problem ?? 'verified',
  });
  if (problem) return without(problem);
  const entered = await enterFlow(services, {
    search: link.search,
    programCode: link.programCode,
    promoCode: undefined,
    locale: link.locale,
    student: true,
  });
  if (entered.kind !== 'ready') return entered;
  return {
    kind: 'ready',
    start: {
      ...entered.start,
      studentVerificationId: verification.verificationId,
      prefilledEmail: verification.email,
      prefilledName: { firstName: verification.firstName, lastName: verification.lastName },
    },
  };
}

/** The student checkout's door, asked once per link while it is open (as the checkout's). */
export function studentEntryQuery(services: AppServices, link: StudentLink | undefined) {
  return queryOptions({
    queryKey: checkoutKeys.entry('streaming-student', link),
    queryFn: link ? () => enterStudentCheckout(services, link) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

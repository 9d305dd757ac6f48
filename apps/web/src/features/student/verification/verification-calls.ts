import type {
  CareCaptchaFields,
  CareStudentEmailStartResult,
  CareStudentProofStatus,
  CareStudentVerification,
  Locale,
} from '@orbit/domain';
import { studentCalls } from '@orbit/sdk';
import { type Failure, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { CAPTCHA_REQUIRED } from '../../../shared/human-check/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';

/** What one verifier call came to (ADR 065's answers, read the one way). */
export type VerifierOutcome<Result> =
  | { kind: 'done'; result: Result }
  /** The server refused what was sent (a wrong code, not a school address, a file refused). */
  | { kind: 'refused'; failure: Failure }
  | { kind: 'humanCheck'; failure: Failure }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' }
  | { kind: 'failed'; failure: Failure };

type Services = Pick<AppServices, 'careRequester' | 'errors'>;
const QUIET = { skipGlobalHandler: true } as const;

async function attempt<Result>(
  services: Services,
  name: string,
  call: () => Promise<Result>,
): Promise<VerifierOutcome<Result>> {
  try {
    return { kind: 'done', result: await call() };
  } catch (error) {
    const failure = failureOf(error);
    if (failure.code === CAPTCHA_REQUIRED) return { kind: 'humanCheck', failure };
    if (
      failure.kind === 'refused' ||
      failure.kind === 'notFound' ||
      failure.kind === 'rateLimited'
    ) {
      return { kind: 'refused', failure };
    }
    reportFailure(services.errors, failure, { name, serverFault: 'stay' });
    return failure.kind === 'sessionTimedOut' ? { kind: 'stopped' } : { kind: 'failed', failure };
  }
}

const calls = (services: Services) => careCallsFor(services.careRequester, studentCalls);

/** Sends (or sends again) the code to the school address. */
export function sendSchoolCode(
  services: Services,
  who: { firstName: string; lastName: string; email: string },
  locale: Locale,
  captcha: CareCaptchaFields,
): Promise<VerifierOutcome<CareStudentEmailStartResult>> {
  return attempt(services, 'student code', () =>
    calls(services).startEmailVerification({ ...who, locale, ...captcha }, QUIET),
  );
}

/** Redeems the code: the verification, valid one year. */
export function redeemSchoolCode(
  services: Services,
  email: string,
  code: string,
): Promise<VerifierOutcome<CareStudentVerification>> {
  return attempt(services, 'student code redeem', () =>
    calls(services).redeemEmailCode({ email, code }, QUIET),
  );
}

/** Uploads the proof of enrolment for review. */
export function uploadProofOfEnrolment(
  services: Services,
  proof: {
    firstName: string;
    lastName: string;
    email: string;
    schoolName: string;
    file: File;
  },
  locale: Locale,
  captcha: CareCaptchaFields,
): Promise<VerifierOutcome<CareStudentProofStatus>> {
  const { file, ...fields } = proof;
  return attempt(services, 'student proof', () =>
    calls(services).uploadProof(
      { ...fields, locale, ...captcha, file, fileName: file.name },
      QUIET,
    ),
  );
}

/** Where an uploaded proof stands (this browser's own proof only). */
export function proofStatusOf(
  services: Services,
  proofId: string,
): Promise<VerifierOutcome<CareStudentProofStatus>> {
  return attempt(services, 'student proof status', () =>
    calls(services).proofStatus({ proofId }, QUIET),
  );
}

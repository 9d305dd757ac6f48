import {
  type CareStudentEligibility,
  type CareStudentEligibilityRequest,
  studentRenewalPathOf,
  studentVerificationStateOf,
} from '@orbit/domain';
import type { AccountAccess } from '../../platform/auth/account-access.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { currentPhaseOf, subscriptionsOfAccounts } from '../identification/index.ts';
import type { StudentDeps } from './student-deps.ts';
import { type StudentCaller, verificationOfCaller } from './verification-store.ts';

/**
 * `check-eligibility/student` (flows §6): for a subscription of the caller's account and a
 * verification of theirs, the facts the re-verify confirm page decides on and the path
 * (`studentRenewalPathOf`): rollover to the student follow-on plan, offer-to-offer, back to the
 * student checkout, or verify again first.
 */
export async function studentEligibilityOf(
  deps: StudentDeps,
  access: AccountAccess,
  caller: StudentCaller,
  request: CareStudentEligibilityRequest,
): Promise<CareStudentEligibility> {
  const now = deps.clock();
  const subscription = (
    await subscriptionsOfAccounts(deps.db, [access.account.accountNumber])
  ).find((candidate) => candidate.id === request.subscriptionId);
  if (!subscription) {
    throw new AppError('SUBSCRIPTION_NOT_FOUND', 'Not a subscription of the caller’s account', {
      notFoundResourceType: 'subscription',
    });
  }
  const verification = await verificationOfCaller(deps.db, request.verificationId, caller);
  const verificationState = studentVerificationStateOf(verification, now);
  const subscriptionActive = subscription.status === 'Active';
  const phase = subscriptionActive ? (currentPhaseOf(subscription, now)?.phase ?? null) : null;
  const currentPhase =
    phase === 'trial' || phase === 'promo' || phase === 'fullPrice' ? phase : null;
  return {
    subscriptionId: subscription.id,
    subscriptionActive,
    currentPhase,
    verificationState,
    verificationExpiresAt: verification.expiresAt.toISOString(),
    path: studentRenewalPathOf({ verificationState, subscriptionActive, currentPhase }),
  };
}

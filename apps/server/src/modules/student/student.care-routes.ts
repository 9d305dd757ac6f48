import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { redeemEmailCode, startEmailVerification } from './email-verification.ts';
import { decideProof, proofForReview, proofOfCaller, reviewQueue } from './proof-review.ts';
import { readProofUpload, submitProof } from './proof-upload.ts';
import { renewVerification } from './renew-verification.ts';
import { readReverifyToken } from './reverify.ts';
import { identifyByReverifyLink } from './reverify-grant.ts';
import type { StudentDeps } from './student-deps.ts';
import { studentEligibilityOf } from './student-eligibility.ts';
import { studentCallerOf, verificationOfCaller, verificationView } from './verification-store.ts';

/** Student verification's care calls (issue 17, flows §6; ADR 065). */
export function registerStudentCareRoutes(app: App, deps: StudentDeps): void {
  registerCareRoutes(app, deps, 'student', {
    startEmailVerification: (request, _reply, { session }) =>
      startEmailVerification(deps, studentCallerOf(session), request.body),
    redeemEmailCode: async (request, _reply, { session }) =>
      verificationView(
        await redeemEmailCode(deps, studentCallerOf(session), request.body),
        deps.clock(),
      ),
    verifyStudent: async (request, _reply, { session }) =>
      verificationView(
        await verificationOfCaller(
          deps.db,
          request.params.verificationId,
          studentCallerOf(session),
        ),
        deps.clock(),
      ),
    uploadProof: async (request, _reply, { session }) =>
      submitProof(deps, studentCallerOf(session), await readProofUpload(request)),
    proofStatus: (request, _reply, { session }) =>
      proofOfCaller(deps.db, request.params.proofId, studentCallerOf(session)),
    reviewQueue: async () => ({ proofs: await reviewQueue(deps.db) }),
    proofForReview: (request) => proofForReview(deps.db, request.params.proofId),
    approveProof: (request, _reply, { identityId }) =>
      decideProof(deps, identityId, request.params.proofId, { approve: true }),
    rejectProof: (request, _reply, { identityId }) =>
      decideProof(deps, identityId, request.params.proofId, {
        approve: false,
        reason: request.body.reason,
      }),
    checkEligibility: (request, _reply, { session, access }) =>
      studentEligibilityOf(deps, access, studentCallerOf(session), request.body),
    reverifyToken: (request) => readReverifyToken(deps, request.body.tkn),
    renewVerification: async (request, _reply, { session }) => {
      const { earlier, renewal } = await renewVerification(
        deps,
        studentCallerOf(session),
        request.body,
      );
      // The link now identifies its student's account on this session (no sign-in needed).
      await identifyByReverifyLink(deps.db, { session, earlier, now: deps.clock() });
      return verificationView(renewal, deps.clock());
    },
  });
}

import type { StudentCalls } from '@orbit/sdk';
import { queryOptions } from '@tanstack/react-query';

/** The reviewer's reads: the queue, and one proof with its file. A decision makes both stale. */
export const reviewKeys = {
  all: ['student-review'] as const,
  queue: ['student-review', 'queue'] as const,
  proof: (proofId: string) => ['student-review', 'proof', proofId] as const,
};

/** The page shows each failure itself (sign-in, not a reviewer, a message). */
const QUIET = { skipGlobalHandler: true } as const;

/** `GET /student/review/proofs`: the proofs waiting, oldest first. Not retried: 401/403 are answers. */
export function reviewQueueQuery(calls: StudentCalls) {
  return queryOptions({
    queryKey: reviewKeys.queue,
    queryFn: ({ signal }) => calls.reviewQueue({}, { signal, ...QUIET }),
    retry: false,
  });
}

/** `GET /student/review/proofs/:proofId`: the proof and its file (base64). */
export function proofForReviewQuery(calls: StudentCalls, proofId: string) {
  return queryOptions({
    queryKey: reviewKeys.proof(proofId),
    queryFn: ({ signal }) => calls.proofForReview({ proofId }, { signal, ...QUIET }),
    retry: false,
  });
}

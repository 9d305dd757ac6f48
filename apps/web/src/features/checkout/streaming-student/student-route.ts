import { streamingStudentStoreFor } from '../streaming-organic/checkout-store.ts';
import {
  LEGACY_STREAMING_CHECKOUT_PATH,
  STEPS,
  type StepName,
  type StreamingErrorPage,
} from '../streaming-organic/flow-steps.ts';
import type { StreamingFlowRoute } from '../streaming-organic/streaming-flow-route.ts';

/**
 * The student checkout (flows §6, ADR 066): the streaming checkout's steps at
 * `/subscribe/checkout/streaming` with `verificationid` (and `programcode`) in the query, which
 * every step keeps. Its own store: a verified student's answers never mix with another flow's.
 */
export const STUDENT_CHECKOUT_ROUTE: StreamingFlowRoute = {
  kind: 'student',
  flowName: 'checkoutstreamingstudent',
  stepUrl: (step: StepName, search = '') => {
    const { path } = STEPS[step];
    return `${LEGACY_STREAMING_CHECKOUT_PATH}${path ? `/${path}` : ''}${search}`;
  },
  errorPageUrl: (page: StreamingErrorPage, search = '') =>
    `${LEGACY_STREAMING_CHECKOUT_PATH}/${page}${search}`,
  storeFor: streamingStudentStoreFor,
};

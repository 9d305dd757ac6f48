import { createContext, useContext } from 'react';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import type { FlowStore } from '../flow-kit/flow-store.ts';
import { type StreamingCheckoutState, streamingCheckoutStoreFor } from './checkout-store.ts';
import {
  errorPageUrl,
  STREAMING_ORGANIC_FLOW_NAME,
  type StepName,
  type StreamingErrorPage,
  stepUrl,
} from './flow-steps.ts';

/**
 * Where the streaming checkout's steps are served, and whose state they share (ADR 057): the
 * organic checkout at `…/streaming/organic`, or the streaming trial at `subscribe/trial/streaming`
 * and its one-step-per-screen twin. The steps ask this for their URLs instead of naming a path,
 * so one set of steps serves every streaming flow.
 */
export interface StreamingFlowRoute {
  kind: 'organic' | 'trial' | 'student';
  flowName: string;
  stepUrl(step: StepName, search?: string): string;
  errorPageUrl(page: StreamingErrorPage, search?: string): string;
  storeFor(services: AppServices): FlowStore<StreamingCheckoutState>;
}

export const ORGANIC_ROUTE: StreamingFlowRoute = {
  kind: 'organic',
  flowName: STREAMING_ORGANIC_FLOW_NAME,
  stepUrl,
  errorPageUrl,
  storeFor: streamingCheckoutStoreFor,
};

export const StreamingFlowRouteContext = createContext<StreamingFlowRoute>(ORGANIC_ROUTE);

export function useStreamingFlowRoute(): StreamingFlowRoute {
  return useContext(StreamingFlowRouteContext);
}

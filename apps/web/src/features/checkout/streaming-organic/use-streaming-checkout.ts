import { type FlowCheckout, useFlowCheckout } from '../flow-kit/use-flow-checkout.ts';
import { type StreamingCheckoutState, streamingCheckoutStoreFor } from './checkout-store.ts';

/** The flow's state (re-rendering on change), its store and the offer being bought. */
export function useStreamingCheckout(): FlowCheckout<StreamingCheckoutState> {
  return useFlowCheckout(streamingCheckoutStoreFor);
}

import { type FlowCheckout, useFlowCheckout } from '../flow-kit/use-flow-checkout.ts';
import type { StreamingCheckoutState } from './checkout-store.ts';
import { useStreamingFlowRoute } from './streaming-flow-route.ts';

/** The flow's state (re-rendering on change), its store and the offer being bought; the store is the flow's (organic or trial). */
export function useStreamingCheckout(): FlowCheckout<StreamingCheckoutState> {
  return useFlowCheckout(useStreamingFlowRoute().storeFor);
}

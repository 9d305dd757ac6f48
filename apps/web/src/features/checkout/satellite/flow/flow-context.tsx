import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type FlowCheckout, useFlowCheckout } from '../../flow-kit/use-flow-checkout.ts';
import { type SatelliteCheckoutState, satelliteCheckoutStoreFor } from './checkout-store.ts';
import { type SatelliteFlow, type SatelliteStepName, satelliteStepUrl } from './satellite-flows.ts';

const FlowContext = createContext<SatelliteFlow | null>(null);

/** Names the flow the step screens below belong to. */
export function SatelliteFlowProvider({
  flow,
  children,
}: {
  flow: SatelliteFlow;
  children: ReactNode;
}) {
  return <FlowContext.Provider value={flow}>{children}</FlowContext.Provider>;
}

export function useSatelliteFlow(): SatelliteFlow {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error('useSatelliteFlow must be used inside <SatelliteFlowProvider>.');
  return flow;
}

/** The checkout's state (re-rendering on change), its store and the offer being bought. */
export function useSatelliteCheckout(): FlowCheckout<SatelliteCheckoutState> {
  return useFlowCheckout(satelliteCheckoutStoreFor);
}

/** Moves between the flow's steps, keeping the query (program code, promo code, token). */
export function useStepNavigation(): (
  step: SatelliteStepName,
  options?: { replace?: boolean },
) => void {
  const flow = useSatelliteFlow();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (step, options) => {
      void navigate(satelliteStepUrl(flow, step, search), options);
    },
    [flow, navigate, search],
  );
}

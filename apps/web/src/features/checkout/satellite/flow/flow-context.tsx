import type { PresentedOffer } from '@orbit/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import {
  type SatelliteCheckoutState,
  type SatelliteCheckoutStore,
  satelliteCheckoutStoreFor,
} from './checkout-store.ts';
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
  return <FlowContext value={flow}>{children}</FlowContext>;
}

export function useSatelliteFlow(): SatelliteFlow {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error('useSatelliteFlow must be used inside <SatelliteFlowProvider>.');
  return flow;
}

/** The offer being bought: the selected plan, else the lead offer, else the first. */
export function selectedOfferOf(state: SatelliteCheckoutState): PresentedOffer | undefined {
  const offers = state.offers?.offers ?? [];
  return (
    offers.find((offer) => offer.planCode === state.selectedPlanCode) ??
    offers.find((offer) => offer.planCode === state.offers?.leadPlanCode) ??
    offers[0]
  );
}

/** The checkout's state (re-rendering on change), its store and the offer being bought. */
export function useSatelliteCheckout(): {
  state: SatelliteCheckoutState;
  store: SatelliteCheckoutStore;
  offer: PresentedOffer | undefined;
} {
  const store = satelliteCheckoutStoreFor(useAppServices());
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { state, store, offer: selectedOfferOf(state) };
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

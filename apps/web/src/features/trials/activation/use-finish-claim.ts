import type { CareTrialActivation } from '@orbit/domain';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { markServerStateStale } from '../../../shared/services/server-state.ts';
import { trackActivated } from './activation-analytics.ts';
import type { ActivationFlowName } from './activation-store.ts';
import { useActivationStore } from './use-activation-store.ts';

/**
 * What every successful claim does: the activation is kept in the flow's store for its thanks
 * page, the claim's attempt ends (the next claim gets a new transaction id), what was cached of
 * the account goes stale (it has a radio more), analytics hears of it, and the thanks page opens.
 */
export function useFinishClaim(
  flow: ActivationFlowName,
  oemBranding: string | null,
  thanksPath: string,
) {
  const services = useAppServices();
  const { store } = useActivationStore();
  const navigate = useNavigate();
  return (activation: CareTrialActivation) => {
    store.restart({ activated: { flow, activation, oemBranding } });
    markServerStateStale(services.serverState);
    trackActivated(services.dataLayer, flow, activation);
    void navigate(thanksPath);
  };
}

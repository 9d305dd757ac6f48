import type { CareTrialActivation } from '@orbit/domain';
import { useEffect } from 'react';
import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import type { ActivationFlowName } from './activation-store.ts';

/** `pageInfo.flowName` of each flow. */
const FLOW_NAMES: Readonly<Record<ActivationFlowName, string>> = {
  oneStep: 'trialactivation-onestep',
  twoStep: 'trialactivation-twostep',
  targeted: 'trialactivation-targeted',
  targetedOem: 'trialactivation-targetedoem',
  ast: 'trialactivation-ast',
  serviceLane: 'trialactivation-sloc',
};

/**
 * The activation pages are left out of automatic page tracking (the `activate/trial` prefix,
 * spec 000 §2), so each screen reports itself once it is on screen.
 */
export function useActivationPage(flow: ActivationFlowName, componentName: string): void {
  const { dataLayer } = useAppServices();
  useEffect(() => {
    trackPageLoaded(dataLayer, { flowName: FLOW_NAMES[flow], componentName });
  }, [dataLayer, flow, componentName]);
}

/** A trial activated: the account and subscription, and the `trial-activated` event. */
export function trackActivated(
  dataLayer: DataLayer,
  flow: ActivationFlowName,
  activation: CareTrialActivation,
): void {
  dataLayer.update('customerInfo', { accountNumber: activation.accountNumber });
  dataLayer.update('planInfo', {
    subscriptionId: activation.subscriptionId,
    planCode: activation.planCode,
  });
  dataLayer.push('trial-activated', {
    flowName: FLOW_NAMES[flow],
    planCode: activation.planCode,
    radioIdLastFour: activation.radioIdLastFour,
  });
}

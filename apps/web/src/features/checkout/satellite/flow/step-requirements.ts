import type { ReactElement } from 'react';
import { missingStepOf, useStepRedirect } from '../../flow-kit/step-guard.tsx';
import type { SatelliteCheckoutState } from './checkout-store.ts';
import { useSatelliteCheckout, useSatelliteFlow } from './flow-context.tsx';
import { type SatelliteFlow, type SatelliteStepName, satelliteStepUrl } from './satellite-flows.ts';

/** The flows that start from the account's radios: add a radio, change a radio's plan. */
function startsFromAccountRadios(flow: SatelliteFlow): boolean {
  return flow.kind === 'addRadio' || flow.kind === 'changeTo';
}

/**
 * Where a flow identifies the radio: the link's token (targeted), the account's radios (add a
 * radio, change-to: device-select hands a visitor who is not signed in to find-your-radio), or
 * find-your-radio.
 */
export function identifyStepOf(flow: SatelliteFlow): SatelliteStepName {
  if (flow.kind === 'targeted') return 'tokenEntry';
  return startsFromAccountRadios(flow) ? 'deviceSelect' : 'deviceLookup';
}

function firstStepOf(flow: SatelliteFlow): SatelliteStepName {
  return startsFromAccountRadios(flow) ? 'deviceSelect' : 'offer';
}

/**
 * Where a customer who opens a step directly must start instead: each step needs what the
 * earlier ones collected (a reloaded `review` has no card token in memory). After the order,
 * every step leads to the confirmation.
 */
export function missingStepFor(
  flow: SatelliteFlow,
  step: SatelliteStepName,
  state: SatelliteCheckoutState,
  placed: boolean,
): SatelliteStepName | undefined {
  return missingStepOf(step, { placed, thanks: 'thanks' }, () => needs(flow, step, state));
}

function needs(
  flow: SatelliteFlow,
  step: SatelliteStepName,
  state: SatelliteCheckoutState,
): SatelliteStepName | undefined {
  const identify = identifyStepOf(flow);
  switch (step) {
    case 'offer':
      if (startsFromAccountRadios(flow)) return 'deviceSelect';
      return flow.kind === 'targeted' && !state.radio ? identify : undefined;
    case 'tokenEntry':
    case 'deviceSelect':
    case 'deviceLookup':
      return undefined;
    case 'pickAPlan':
    case 'paymentInterstitial':
    case 'payment':
      return state.radio && state.offersAsked ? undefined : identify;
    case 'review':
      if (!state.radio) return identify;
      if (state.bounce) return 'payment';
      return state.payment && state.customer && state.quoteAsked ? undefined : 'payment';
    case 'thanks':
      return firstStepOf(flow);
    case 'newPlan':
      // The radio whose running plan changes; its change-plan steps keep their own state.
      return state.radio?.hasActiveSubscription ? undefined : identify;
  }
}

/** The step guard: a redirect to where the customer must start instead, or null to stay. */
export function useSatelliteStepGuard(step: SatelliteStepName): ReactElement | null {
  const flow = useSatelliteFlow();
  const { state, placed } = useSatelliteCheckout();
  return useStepRedirect(
    missingStepFor(flow, step, state, placed !== undefined),
    (missing, search) => satelliteStepUrl(flow, missing, search),
  );
}

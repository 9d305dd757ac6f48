import type { ReactElement } from 'react';
import { missingStepOf, useStepRedirect } from '../flow-kit/step-guard.tsx';
import type { StreamingCheckoutState } from './checkout-store.ts';
import type { StepName } from './flow-steps.ts';
import { useStreamingFlowRoute } from './streaming-flow-route.ts';
import { useStreamingCheckout } from './use-streaming-checkout.ts';

/**
 * Where a visitor who opens a step directly must start instead: each step needs what the earlier
 * ones collected (a bookmarked or reloaded `review` has no card token in memory).
 */
export function missingStepFor(
  step: StepName,
  state: StreamingCheckoutState,
  placed: boolean,
): StepName | undefined {
  return missingStepOf(step, { placed, thanks: 'thanks' }, () => needs(step, state));
}

function needs(step: StepName, state: StreamingCheckoutState): StepName | undefined {
  // The streaming trial on a signed-in owner's account asks no credentials (ADR 060).
  const signedUp = state.credentials ?? state.ownAccount;
  switch (step) {
    case 'offer':
    case 'credsInterstitial':
    case 'creds':
    case 'autoProcessCreds':
      return undefined;
    case 'paymentInterstitial':
    case 'payment':
      return signedUp ? undefined : 'creds';
    case 'review':
      // A refused order names the step that can fix it.
      if (state.bounce) return state.bounce.step;
      if (!signedUp) return 'creds';
      return (state.card || state.cardless) && state.customer && state.quoteAsked
        ? undefined
        : 'payment';
    case 'thanks':
      return 'offer';
  }
}

/** The step guard: a redirect to where the visitor must start instead, or null to stay. */
export function useStreamingStepGuard(step: StepName): ReactElement | null {
  const { state, placed } = useStreamingCheckout();
  const { stepUrl } = useStreamingFlowRoute();
  return useStepRedirect(missingStepFor(step, state, placed !== undefined), stepUrl);
}

import type { StreamingCheckoutState } from './checkout-store.ts';
import type { StepName } from './flow-steps.ts';

/**
 * Where a visitor who opens a step directly must start instead: each step needs what the earlier
 * ones collected (a bookmarked or reloaded `review` has no card token in memory).
 */
export function missingStepFor(
  step: StepName,
  state: StreamingCheckoutState,
): StepName | undefined {
  if (state.purchase) return step === 'thanks' ? undefined : 'thanks';
  switch (step) {
    case 'offer':
    case 'credsInterstitial':
    case 'creds':
    case 'autoProcessCreds':
      return undefined;
    case 'paymentInterstitial':
    case 'payment':
      return state.credentials ? undefined : 'creds';
    case 'review':
      // A refused order names the step that can fix it.
      if (state.bounce) return state.bounce.step;
      if (!state.credentials) return 'creds';
      return state.card && state.customer && state.quote ? undefined : 'payment';
    case 'thanks':
      return 'offer';
  }
}

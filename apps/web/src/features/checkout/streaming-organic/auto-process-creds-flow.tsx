import { useLocation } from 'react-router';
import { CheckoutProviders } from '../checkout-providers.tsx';
import { STEPS } from './flow-steps.ts';
import { prospectEmailOf } from './prospect-email.ts';
import { CredsStep } from './steps/creds-step.tsx';
import { StreamingOrganicGate } from './streaming-organic-gate.tsx';

/**
 * `organic/auto-process-creds`: the credentials step entered from a prospect link, the email
 * filled in. It shares the flow's state, so Continue lands on `organic/payment-int`.
 */
export function AutoProcessCredsFlow() {
  const { search } = useLocation();
  const email = prospectEmailOf(search);
  return (
    <CheckoutProviders>
      <StreamingOrganicGate prefilledEmail={email}>
        <CredsStep step={STEPS.autoProcessCreds} prefilledEmail={email} />
      </StreamingOrganicGate>
    </CheckoutProviders>
  );
}

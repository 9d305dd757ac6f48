import { LazyActivationPage } from '../activation/lazy-activation-page.tsx';

/**
 * Route module of `targetedTrialActivation` (`activate/trial/targeted`, behind
 * `enableTargetedTrialActivation`): a car maker's campaign link, `?tkn=`, the one-step flow with
 * the campaign's header; no token goes to the two-step flow.
 */
export function Component() {
  return <LazyActivationPage page="link" flow="targeted" />;
}

import { LazyActivationPage } from '../activation/lazy-activation-page.tsx';

/**
 * Route module of `targetedOemTrial` (`activate/trial/targeted-oem`): a car maker's own link,
 * `?tkn=`, the one-step flow wearing the car maker's brand ("{Make} and Orbit Radio"); no token
 * goes to the two-step flow.
 */
export function Component() {
  return <LazyActivationPage page="link" flow="targetedOem" />;
}

import { OnboardingRoutes } from '../onboarding-routes.tsx';

/** Route module of `onboarding` (flows §8.5): find the account, set up streaming, prospects, TVs. */
export function Component() {
  return <OnboardingRoutes />;
}

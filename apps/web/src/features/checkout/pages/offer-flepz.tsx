import { LazyPickAPlanPage } from '../pick-a-plan/lazy-pick-a-plan-page.tsx';

/** Route module of `offerFlepz` (`subscribe/checkout/offer/flepz`): pick-a-plan (flows §4.2). */
export function Component() {
  return <LazyPickAPlanPage />;
}

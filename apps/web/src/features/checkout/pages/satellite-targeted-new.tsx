import { SatelliteTargetedCheckout } from '../satellite/satellite-flows.tsx';

/** Route module of `satelliteTargetedNew` (`…/satellite/targeted/new`): the targeted checkout. */
export function Component() {
  return <SatelliteTargetedCheckout />;
}

import { SatelliteTargetedCheckout } from '../satellite/targeted-checkout.tsx';

/** Route module of `satelliteTargetedNew` (`…/satellite/targeted/new`): the targeted checkout. */
export function Component() {
  return <SatelliteTargetedCheckout />;
}

import { VegaCheckout } from '../satellite/organic-checkout.tsx';

/**
 * Route module of `satelliteVega` (`…/satellite/vega`, behind `enableVegaCheckout`; off → /error):
 * the satellite organic checkout selling program code VEGA.
 */
export function Component() {
  return <VegaCheckout />;
}

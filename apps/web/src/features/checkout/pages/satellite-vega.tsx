import { VegaCheckout } from '../satellite/satellite-flows.tsx';

/**
 * Route module of `satelliteVega` (`…/satellite/vega`, behind `enableVegaCheckout`; off → /error):
 * the satellite organic checkout selling program code VEGA.
 */
export function Component() {
  return <VegaCheckout />;
}

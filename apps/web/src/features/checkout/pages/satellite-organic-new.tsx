import { ORGANIC_NEW_FLOW } from '../satellite/flow/satellite-flows.ts';
import { SatelliteOrganicCheckout } from '../satellite/organic-checkout.tsx';

/**
 * Route module of `satelliteOrganicNew` (`…/satellite/organic/new`, behind
 * `enableSatelliteOrganicNonAccordion`): the satellite organic checkout and its steps.
 */
export function Component() {
  return <SatelliteOrganicCheckout flow={ORGANIC_NEW_FLOW} />;
}

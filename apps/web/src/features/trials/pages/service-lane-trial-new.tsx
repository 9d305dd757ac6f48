import { UsedCarRoute } from '../used-car/used-car-routes.tsx';

/**
 * Route module of `serviceLaneTrialNew` (`activate/trial/service-lane/new`, `enableSl2c`): the
 * SL2C service-lane flow in the non-accordion layout.
 */
export function Component() {
  return <UsedCarRoute page="serviceLaneNew" />;
}

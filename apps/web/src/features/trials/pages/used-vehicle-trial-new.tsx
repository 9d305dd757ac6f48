import { UsedCarRoute } from '../used-car/used-car-routes.tsx';

/**
 * Route module of `usedVehicleTrialNew` (`activate/trial/used-vehicle/new`,
 * `enableSl2cUsedVehicle`): the SL2C used-vehicle flow in the non-accordion layout.
 */
export function Component() {
  return <UsedCarRoute page="usedVehicleNew" />;
}

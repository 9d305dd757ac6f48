import type { CareTrialActivation } from '@orbit/domain';

type Vehicle = CareTrialActivation['vehicle'];

/** "2024 Honda Accord", as the car maker's record has it; undefined when it names no car. */
export function vehicleNameOf(vehicle: Vehicle): string | undefined {
  if (!vehicle) return undefined;
  const name = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ').trim();
  return name === '' ? undefined : name;
}

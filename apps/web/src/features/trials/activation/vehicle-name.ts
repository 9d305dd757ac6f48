import type { CareTrialActivation, Locale } from '@orbit/domain';

type Vehicle = CareTrialActivation['vehicle'];

/**
 * The car as the car maker's record names it, in the reader's word order: "2024 Honda Accord",
 * "Honda Accord 2024" in French. Undefined when the record names no car.
 */
export function vehicleNameOf(vehicle: Vehicle, locale: Locale): string | undefined {
  if (!vehicle) return undefined;
  const { year, make, model } = vehicle;
  const words = locale === 'fr-CA' ? [make, model, year] : [year, make, model];
  const name = words.filter(Boolean).join(' ').trim();
  return name === '' ? undefined : name;
}

import { capabilityFamily } from '../geography/capability-codes.ts';

/** What a device on an account is (spec 001 §3, device type). */
export const DEVICE_TYPES = ['car', 'radio', 'aviation', 'marine'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export function isDeviceType(value: string): value is DeviceType {
  return (DEVICE_TYPES as readonly string[]).includes(value);
}

/**
 * A device's type from what is known of it: a marine or aviation service code makes it a boat
 * or aircraft receiver; otherwise a radio linked to a vehicle is a car, and anything else a radio.
 */
export function deviceTypeOf(device: {
  capabilityCodes?: readonly string[];
  hasVehicle: boolean;
}): DeviceType {
  for (const code of device.capabilityCodes ?? []) {
    const family = capabilityFamily(code);
    if (family) return family;
  }
  return device.hasVehicle ? 'car' : 'radio';
}

import { describe, expect, it } from 'vitest';
import { DEVICE_TYPES, deviceTypeOf, isDeviceType } from './device-types.ts';

describe('device types', () => {
  it('are car, radio, aviation and marine', () => {
    expect(DEVICE_TYPES).toEqual(['car', 'radio', 'aviation', 'marine']);
    expect(isDeviceType('marine')).toBe(true);
    expect(isDeviceType('boat')).toBe(false);
  });

  it.each([
    [{ capabilityCodes: ['FISHMAP'], hasVehicle: false }, 'marine'],
    [{ capabilityCodes: ['XYZ', 'FORFLT'], hasVehicle: true }, 'aviation'],
    [{ capabilityCodes: [], hasVehicle: true }, 'car'],
    [{ hasVehicle: false }, 'radio'],
  ])('%j is a %s', (device, type) => {
    expect(deviceTypeOf(device)).toBe(type);
  });
});

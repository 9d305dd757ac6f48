import { describe, expect, it } from 'vitest';
import {
  DEVICE_REMOVAL_REASON_CODES,
  DEVICE_REMOVAL_REASONS,
  isDeviceRemovalReason,
  removeDeviceRequestSchema,
} from './device-removal.ts';

describe('device removal reasons (spec 001 §9)', () => {
  it.each([
    ['VEHICLE_SOLD_OR_TRADED', 'Vehicle sold or traded'],
    ['RADIO_LOST_BROKEN_OR_STOLEN', 'Radio lost, broken or stolen'],
    ['RADIO_SOLD_GIVEN_AWAY_OR_DISCARDED', 'Radio sold, given away or discarded'],
    ['OTHER', 'Other'],
  ])('%s: %s', (code, description) => {
    expect(DEVICE_REMOVAL_REASONS.find((reason) => reason.code === code)?.description).toBe(
      description,
    );
    expect(isDeviceRemovalReason(code)).toBe(true);
  });

  it('has exactly four, and checks the remove-device request', () => {
    expect(DEVICE_REMOVAL_REASON_CODES).toHaveLength(4);
    expect(isDeviceRemovalReason('Other')).toBe(false);
    expect(removeDeviceRequestSchema.parse({ deviceId: ' odev_abc ', reason: 'OTHER' })).toEqual({
      deviceId: 'odev_abc',
      reason: 'OTHER',
    });
    expect(
      removeDeviceRequestSchema.safeParse({ deviceId: 'odev_abc', reason: 'BORED' }).success,
    ).toBe(false);
    expect(removeDeviceRequestSchema.safeParse({ deviceId: '', reason: 'OTHER' }).success).toBe(
      false,
    );
    // The whole radio id is not what names the radio any more.
    expect(
      removeDeviceRequestSchema.safeParse({ radioId: 'ABCD1234', reason: 'OTHER' }).success,
    ).toBe(false);
  });
});

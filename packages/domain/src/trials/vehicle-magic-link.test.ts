import { describe, expect, it } from 'vitest';
import {
  isVehicleMagicLinkId,
  requestVehicleMagicLinkSchema,
  vehicleMagicLinkUrl,
} from './vehicle-magic-link.ts';

describe('vehicle magic links (ADR 055)', () => {
  it('point at the device-linking page with the id in `ml`', () => {
    const id = `ovl_${'a'.repeat(43)}`;
    expect(vehicleMagicLinkUrl('https://care.orbitradio.test', id)).toBe(
      `https://care.orbitradio.test/onboarding/device-linking?ml=${id}`,
    );
    expect(isVehicleMagicLinkId(id)).toBe(true);
    expect(isVehicleMagicLinkId(`oml_${'a'.repeat(43)}`)).toBe(false);
  });

  it('are asked for by exactly one of radio id, VIN or an earlier link', () => {
    expect(requestVehicleMagicLinkSchema.safeParse({ radioId: 'ORBL0081' }).success).toBe(true);
    expect(
      requestVehicleMagicLinkSchema.safeParse({ radioId: 'ORBL0081', vin: '4WBVHXRBXT0000071' })
        .success,
    ).toBe(false);
    expect(requestVehicleMagicLinkSchema.safeParse({}).success).toBe(false);
    expect(requestVehicleMagicLinkSchema.parse({ magicLinkId: 'ovl_x' }).language).toBe('en-US');
  });
});

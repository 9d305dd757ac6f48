import { describe, expect, it } from 'vitest';
import { VEHICLE_LIFECYCLE_STATES } from '../devices/vehicle-lifecycle.ts';
import { mayHaveVehicleProfile, vehicleStateViewFor } from './vehicle-access.ts';

describe('what a caller sees of a vehicle and may do with it', () => {
  it('shows the full state to the owner only', () => {
    expect(vehicleStateViewFor('owner')).toBe('full');
    expect(vehicleStateViewFor('otherAccount')).toBe('limited');
    expect(vehicleStateViewFor('noAccount')).toBe('limited');
  });

  it.each(VEHICLE_LIFECYCLE_STATES)(
    'lets the owner and a new car’s driver have a profile (%s)',
    (state) => {
      expect(mayHaveVehicleProfile('owner', state)).toBe(true);
      expect(mayHaveVehicleProfile('noAccount', state)).toBe(true);
    },
  );

  it('keeps a radio in service on another account to that account', () => {
    const allowed = VEHICLE_LIFECYCLE_STATES.filter((state) =>
      mayHaveVehicleProfile('otherAccount', state),
    );
    expect(allowed).toEqual(['INACTIVE']);
  });
});

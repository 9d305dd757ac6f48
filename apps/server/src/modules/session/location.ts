import type { SessionLocation } from '@orbit/domain';
import type { StoredLocation } from '../../db/schema/index.ts';

/**
 * What a session keeps of the location a client sends: country and region, which decide what is
 * offered. Coordinates are not stored; nothing here needs them.
 */
export function toStoredLocation(location: SessionLocation | undefined): StoredLocation | null {
  if (!location) return null;
  const stored: StoredLocation = {};
  if (location.country) stored.country = location.country.toUpperCase();
  if (location.region) stored.region = location.region.toUpperCase();
  return Object.keys(stored).length > 0 ? stored : null;
}

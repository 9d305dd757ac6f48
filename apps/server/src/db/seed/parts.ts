import { demoDatabaseMarker } from './demo-database-marker.ts';
import { demoIdentities } from './identities.ts';
import { legacyDevice } from './legacy-device.ts';
import type { SeedPart } from './seed-part.ts';

/**
 * The demo data set, in the order it is applied (a part may rely on the ones before it).
 * A capability adds its demo data as one file beside this one exporting a SeedPart, listed here.
 */
export const DEMO_SEED_PARTS: readonly SeedPart[] = [
  demoDatabaseMarker,
  legacyDevice,
  demoIdentities,
];

import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identities } from './identities.ts';
import { radios } from './subscriber-accounts.ts';

/**
 * A listening profile of an identity on a vehicle (spec 001 §7 auto-profile creation, ADR 054):
 * made by the car's head unit for whoever signed in on it, one per identity and vehicle (the
 * unique index makes two racing creations one), with the car maker's driver slot when it has
 * one. Its vehicle profile grant is signed, never stored: deleting the row (the identity goes)
 * stops every grant of it.
 */
export const vehicleProfiles = pgTable(
  'vehicle_profiles',
  {
    id: text('id').primaryKey(),
    radioId: text('radio_id')
      .notNull()
      .references(() => radios.radioId),
    identityId: text('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    oemDriverId: text('oem_driver_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('vehicle_profiles_radio_identity_idx').on(table.radioId, table.identityId),
    index('vehicle_profiles_identity_idx').on(table.identityId),
  ],
);

export type VehicleProfileRow = typeof vehicleProfiles.$inferSelect;

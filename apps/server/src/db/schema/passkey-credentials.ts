import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { freeText } from '../free-text-columns.ts';
import { identities } from './identities.ts';

/**
 * A passkey (WebAuthn credential) of an identity. The public key is not a secret; the credential
 * id is the authenticator's, unique across identities. `counter` is the signature counter last
 * seen: an assertion must bring a larger one (unless the authenticator keeps none, always 0).
 */
export const passkeyCredentials = pgTable(
  'passkey_credentials',
  {
    id: text('id').primaryKey(),
    identityId: text('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    /** base64url of the credential's raw id. */
    credentialId: text('credential_id').notNull().unique(),
    /** base64url of the COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull(),
    /** `singleDevice` or `multiDevice` (synced). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** The RP ID it was created for (`localhost`, `can.localhost`, `care.orbitradio.com`). */
    rpId: text('rp_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** What the customer calls it ("Work laptop"), from the devices and sign-ins page. */
    name: freeText('name'),
  },
  (table) => [index('passkey_credentials_identity_id_idx').on(table.identityId)],
);

export type PasskeyCredentialRow = typeof passkeyCredentials.$inferSelect;

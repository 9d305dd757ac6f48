import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the OAuth 2.0 provider of account linking (oidc-provider, ADR 071) keeps: authorization
 * codes, access and refresh tokens, grants, interactions and its sessions, one row per model and
 * id. The id is stored as its SHA-256 (an opaque token's id is the token itself), and the payload
 * without it. `consumed_at` is set by one conditional update, so a code or a rotated refresh token
 * is used once whichever instance answers.
 */
export const oauthProviderRecords = pgTable(
  'oauth_provider_records',
  {
    model: text('model').notNull(),
    idHash: text('id_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.idHash] }),
    index('oauth_provider_records_grant_idx').on(table.grantId),
    index('oauth_provider_records_uid_idx').on(table.model, table.uid),
    index('oauth_provider_records_expiry_idx').on(table.expiresAt),
  ],
);

export type OauthProviderRecordRow = typeof oauthProviderRecords.$inferSelect;

/**
 * The history of every partner link: a customer's consent (who, which partner, which scopes,
 * when) and each revocation of a link (by the partner at the revocation endpoint, or by the
 * provider after a code or refresh token was used twice). Kept after the grant itself is gone.
 */
export const accountLinkEvents = pgTable(
  'account_link_events',
  {
    id: text('id').primaryKey(),
    /** `consented` or `revoked`. */
    event: text('event').notNull(),
    identityId: text('identity_id').notNull(),
    clientId: text('client_id').notNull(),
    grantId: text('grant_id').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    /** For a revocation: `revocation-endpoint`, `reused-credential`, `customer` or `other`. */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('account_link_events_identity_idx').on(table.identityId, table.at),
    index('account_link_events_grant_idx').on(table.grantId),
  ],
);

export type AccountLinkEventRow = typeof accountLinkEvents.$inferSelect;

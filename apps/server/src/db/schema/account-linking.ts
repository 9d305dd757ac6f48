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

/**
 * Linking Alexa from our web app (ADR 076): each `state` handed to a care session for the Amazon
 * sign-in popup (stored as its SHA-256), spent once by `authenticate/linking/amazon`, and — when
 * the link is made — the Amazon user it linked and the grant of our provider that is the link.
 */
export const alexaLinkAttempts = pgTable(
  'alexa_link_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    careSessionId: text('care_session_id').notNull(),
    identityId: text('identity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by one conditional update: a state answers one popup only. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    subscriptionId: text('subscription_id'),
    /** The Amazon user Alexa's skill enablement named; with the grant id, once linked. */
    amazonUserId: text('amazon_user_id'),
    grantId: text('grant_id'),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
  },
  (table) => [
    index('alexa_link_attempts_identity_idx').on(table.identityId),
    index('alexa_link_attempts_grant_idx').on(table.grantId),
    index('alexa_link_attempts_expiry_idx').on(table.expiresAt),
  ],
);

export type AlexaLinkAttemptRow = typeof alexaLinkAttempts.$inferSelect;

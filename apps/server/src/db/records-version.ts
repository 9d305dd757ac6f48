import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The version of an account's records and of the catalog in one text (ADR 095), as a column of a
 * statement that reads the account: `<account's>/<catalog's>`, 0 for one never written since the
 * versions began. Both are set by the database's triggers when a writer commits (migration 0036),
 * so the text changes with every committed write to anything the account read's records come
 * from, whichever server or script wrote it.
 */
export function recordsVersionOf(accountNumber: SQLWrapper | Placeholder): SQL<string> {
  return sql<string>`(coalesce((select v.version from account_record_versions v
      where v.scope = ${accountNumber}), 0) || '/' ||
    coalesce((select v.version from account_record_versions v where v.scope = 'catalog'), 0))`;
}

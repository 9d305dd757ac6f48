import { LRUCache } from 'lru-cache';

/**
 * How many accounts' records one server keeps (ADR 095): the accounts signed in lately. One
 * account's records are a few kilobytes to a few tens; past the limit the least recently read
 * is dropped.
 */
export const KEPT_ACCOUNTS_LIMIT = 1000;

type Kept<Records> = { version: string; ownerIdentityId: string | null; records: Records };

/**
 * The account read's records kept per server, by account and the version of what they were read
 * from (`recordsVersionOf`): the database's triggers change that version with every committed
 * write to those rows, whoever writes, so records are answered again only while nothing they
 * were made of has changed, on any server. Nothing time-relative is kept: the facts and the view
 * are worked out from the records on each read, at that read's clock, in that read's language.
 */
export function createKeptAccountRecords<Records>(limit = KEPT_ACCOUNTS_LIMIT) {
  // No time limit: a kept entry is only answered at the version it was read at.
  const byAccount = new LRUCache<string, Kept<Records>>({ max: limit });
  return {
    /** The records kept for the account at this version and owner, if any. */
    find(accountNumber: string, version: string, ownerIdentityId: string | null) {
      const kept = byAccount.get(accountNumber);
      if (!kept || kept.version !== version || kept.ownerIdentityId !== ownerIdentityId) return;
      return kept.records;
    },
    keep(accountNumber: string, kept: Kept<Records>) {
      byAccount.set(accountNumber, kept);
    },
    get size() {
      return byAccount.size;
    },
  };
}

/**
 * Frozen all the way down (arrays, rows, nested objects, a Map's values; Dates, Maps and Sets themselves as they are): kept
 * records are shared by every later read, so a read that changed one would change them all.
 */
export function deepFrozen<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (value instanceof Date || value instanceof Set) return value;
  if (value instanceof Map) {
    for (const inner of value.values()) deepFrozen(inner);
    return value;
  }
  for (const inner of Object.values(value)) deepFrozen(inner);
  return Object.freeze(value);
}

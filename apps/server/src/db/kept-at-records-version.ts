import { LRUCache } from 'lru-cache';

/**
 * How many accounts one server keeps what it read of (ADR 095, 098): the accounts signed in
 * lately. One account's records are a few kilobytes to a few tens, its row under one; past the
 * limit the least recently read is dropped.
 */
export const KEPT_ACCOUNTS_LIMIT = 1000;

type Kept<Value> = { version: string; ownerIdentityId: string | null; value: Value };

/**
 * What a server read of an account, kept by account and the version of its records
 * (`recordsVersionOf`): the account read's records (ADR 095), the owner's account row the
 * ownership gate hands on (ADR 098). The database's triggers change that version with every
 * committed write to those rows, whoever writes, so a kept value is answered again only while
 * nothing it was made of has changed, on any server. Nothing time-relative is kept here: what is
 * worked out from it at a read's clock is kept, if at all, only until its next moment (the
 * account view, ADR 102).
 */
export function createKeptAtRecordsVersion<Value>(limit = KEPT_ACCOUNTS_LIMIT) {
  // No time limit: a kept entry is only answered at the version it was read at.
  const byAccount = new LRUCache<string, Kept<Value>>({ max: limit });
  return {
    /** What is kept for the account at this version and owner, if any. */
    find(accountNumber: string, version: string, ownerIdentityId: string | null) {
      const kept = byAccount.get(accountNumber);
      if (!kept || kept.version !== version || kept.ownerIdentityId !== ownerIdentityId) return;
      return kept.value;
    },
    keep(accountNumber: string, kept: Kept<Value>) {
      byAccount.set(accountNumber, kept);
    },
    get size() {
      return byAccount.size;
    },
  };
}

/**
 * Frozen all the way down (arrays, rows, nested objects, a Map's values; Dates, Maps and Sets
 * themselves as they are): what is kept is shared by every later read, so a read that changed it
 * would change it for them all.
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

import { createHmac } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { serverSecret } from '../../identity/secrets.ts';

const KEY_NAME = 'gift-card-number';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The server key gift-card numbers are hashed with (one per database, shared by every instance). */
export function giftCardKey(db: Db, now: Date): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = serverSecret(db, KEY_NAME, now).catch((error: unknown) => {
      keys.delete(db);
      throw error;
    });
    keys.set(db, key);
  }
  return key;
}

/**
 * A gift card's number as the table keeps it: a keyed hash (numbers are short and partly
 * predictable, so a bare hash could be reversed by trying them all).
 */
export function giftCardNumberHash(key: Buffer, digits: string): string {
  return createHmac('sha256', key).update(`number:${digits}`).digest('base64url');
}

/** A BlackHawk-style card's security code, hashed with its number (so equal codes differ). */
export function giftCardSecurityCodeHash(key: Buffer, digits: string, code: string): string {
  return createHmac('sha256', key).update(`cvv2:${digits}:${code}`).digest('base64url');
}

import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { serverKey } from '../../platform/auth/server-secrets.ts';

/** The server key gift-card numbers are hashed with (one per database, shared by every instance). */
export const giftCardKey: (db: Db, now: Date) => Promise<Buffer> = serverKey('gift-card-number');

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

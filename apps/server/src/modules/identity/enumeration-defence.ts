import { createHmac } from 'node:crypto';
import { handleKey, handleKindOf, type LoginInfo, maskEmail } from '@orbit/domain';

/**
 * Answers for a handle no identity has, shaped exactly like a real identity's (ADR 007): a
 * stable identity id, an email contact option and a password. Derived from the handle with a
 * server key, so asking twice (on any instance) gives the same answer, as it would for a real
 * identity, and nobody without the key can tell it from one.
 */

const COMMON_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Identity ids are UUIDv7: their first 48 bits are a creation time, so a stand-in gets a plausible past one. */
const STAND_IN_EPOCH_MS = Date.UTC(2024, 5, 1);
const STAND_IN_SPAN_MS = 365 * 86_400_000;

function digest(key: Buffer, handle: string): Buffer {
  return createHmac('sha256', key)
    .update(`identity-stand-in:${handleKey(handle)}`)
    .digest();
}

export function standInIdentityId(key: Buffer, handle: string): string {
  const bytes = Buffer.from(digest(key, handle).subarray(0, 16));
  const createdAt = STAND_IN_EPOCH_MS + (bytes.readUInt32BE(10) % STAND_IN_SPAN_MS);
  bytes.writeUIntBE(createdAt, 0, 6);
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  return `idn_${bytes.toString('hex')}`;
}

/** The login info of a handle nobody has: an email (the handle itself, or a made-up one) and a password. */
export function standInLoginInfo(key: Buffer, handle: string): LoginInfo {
  const bytes = digest(key, handle);
  const email =
    handleKindOf(handle) === 'email'
      ? handle.trim()
      : `${LETTERS[(bytes[20] ?? 0) % LETTERS.length]}x@${COMMON_DOMAINS[(bytes[21] ?? 0) % COMMON_DOMAINS.length]}`;
  return {
    identityId: standInIdentityId(key, handle),
    contactOptions: [{ type: 'EMAIL', maskedValue: maskEmail(email) }],
    hasPassword: true,
    hasPasskey: false,
  };
}

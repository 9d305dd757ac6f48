import { createHmac } from 'node:crypto';
import { handleKey, handleKindOf, type LoginInfo, maskEmail } from '@orbit/domain';

/**
 * Answers for a handle no identity has, shaped exactly like a real identity's (ADR 007): a
 * stable identity id, an email contact option and a password. Derived from the handle with a
 * server key, so asking twice (on any instance) gives the same answer, as it would for a real
 * identity, and nobody without the key can tell it from one. Real identities are described in
 * that same shape (ADR 025), and a new email's sign-up waits under its stand-in id.
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

/**
 * How a handle's sign-in is described to whoever types it (ADR 025): always one EMAIL option and
 * a password, as for a handle nobody has, so neither a passwordless identity nor one with a
 * phone stands out. The masked email is the handle as typed when it is an email (what the
 * stand-in shows), else the identity's own. Only `hasPasskey` follows the identity: a passkey is
 * offered where one was registered (passkeys are opt-in and off by default).
 */
export function publicLoginInfo(
  key: Buffer,
  handle: string,
  identity: { id: string; emailAddress: string | null } | undefined,
  hasPasskey: boolean,
): LoginInfo {
  const standIn = standInLoginInfo(key, handle);
  if (!identity) return standIn;
  const ownEmail = handleKindOf(handle) === 'email' ? null : identity.emailAddress;
  return {
    ...standIn,
    identityId: identity.id,
    contactOptions: ownEmail
      ? [{ type: 'EMAIL', maskedValue: maskEmail(ownEmail) }]
      : standIn.contactOptions,
    hasPasskey,
  };
}

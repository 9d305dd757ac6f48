import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ID_PREFIXES } from '../ids.ts';

/**
 * A care session that is promised but not yet stored. env-info hands every new visitor a session
 * (its id goes to analytics, its cookie to the browser) without writing a row: most page loads
 * never make a call that needs one, and a script without cookies must not be able to fill the
 * table. The row is written the first time a call needs the session (ADR 027).
 *
 * The secret has the same shape as any session secret (32 bytes, base64url) and says what the
 * row will hold: bytes 0–15 are the session id (a UUIDv7, whose first 48 bits are the creation
 * time), bytes 16–31 an HMAC of them under a server key. Only this server can mint one, so a
 * forged or altered secret is no session, and a stored row is still found by its secret's hash.
 */
const ID_BYTES = 16;
const MAC_BYTES = 16;

export type DeferredSession = { id: string; createdAt: Date };

function macOf(key: Buffer, idBytes: Buffer): Buffer {
  return createHmac('sha256', key)
    .update('care-session-deferred:')
    .update(idBytes)
    .digest()
    .subarray(0, MAC_BYTES);
}

function idOf(idBytes: Buffer): string {
  return `${ID_PREFIXES.careSession}_${idBytes.toString('hex')}`;
}

export function newDeferredSession(
  key: Buffer,
  now: Date,
): { secret: string; session: DeferredSession } {
  const idBytes = randomBytes(ID_BYTES);
  idBytes.writeUIntBE(now.getTime(), 0, 6);
  idBytes[6] = 0x70 | ((idBytes[6] ?? 0) & 0x0f);
  idBytes[8] = 0x80 | ((idBytes[8] ?? 0) & 0x3f);
  const secret = Buffer.concat([idBytes, macOf(key, idBytes)]).toString('base64url');
  return { secret, session: { id: idOf(idBytes), createdAt: new Date(now.getTime()) } };
}

/** The session a secret promises, or undefined when this server did not mint it. */
export function deferredSessionOf(key: Buffer, secret: string): DeferredSession | undefined {
  const bytes = Buffer.from(secret, 'base64url');
  if (bytes.length !== ID_BYTES + MAC_BYTES) return undefined;
  const idBytes = bytes.subarray(0, ID_BYTES);
  if (!timingSafeEqual(bytes.subarray(ID_BYTES), macOf(key, idBytes))) return undefined;
  return { id: idOf(idBytes), createdAt: new Date(idBytes.readUIntBE(0, 6)) };
}

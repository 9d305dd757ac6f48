import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Every bearer credential of the service APIs: 32 random bytes (256 bits) as base64url after a
 * short prefix naming its kind. The prefix lets secret scanners and log checks recognise a leaked
 * one and lets a caller tell a device grant from a refresh token at a glance.
 */
const PREFIXES = {
  accessToken: 'oat',
  refreshToken: 'ort',
  deviceGrant: 'odg',
  deviceRefreshGrant: 'odr',
  signInGrant: 'osg',
  challengeNonce: 'onc',
  convergenceToken: 'ocv',
  passkeyStartGrant: 'opk',
  deviceCode: 'odc',
} as const;

export type CredentialKind = keyof typeof PREFIXES;

export function newCredential(kind: CredentialKind): string {
  return `${PREFIXES[kind]}_${randomBytes(32).toString('base64url')}`;
}

/**
 * Only this hash is stored. Plain SHA-256 is enough (no salt, no slow hash): the credential is 256
 * random bits, so there is nothing to guess, and a lookup stays one indexed query.
 */
export function hashCredential(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two presented values without leaking, through timing, how much of them matched. */
export function sameCredential(expected: string, presented: string): boolean {
  return timingSafeEqual(
    Buffer.from(hashCredential(expected), 'hex'),
    Buffer.from(hashCredential(presented), 'hex'),
  );
}

/** Whether a presented value is the one whose hash was stored, in constant time. */
export function matchesHash(presented: string, storedHash: string): boolean {
  const presentedHash = Buffer.from(hashCredential(presented), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === presentedHash.length && timingSafeEqual(stored, presentedHash);
}

/** A fresh value for `entitlementHash`; later capabilities derive it from real entitlements. */
export function newEntitlementHash(): string {
  return randomBytes(16).toString('hex');
}

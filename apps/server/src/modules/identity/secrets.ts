import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets handed to customers by the identity capability: 256 random bits after a prefix naming
 * the kind (so a leaked one is recognisable, as with ADR 006's credentials). Only SHA-256 is kept.
 */
const PREFIXES = {
  otpGrant: 'oog',
  magicLinkGrant: 'omg',
  magicLinkId: 'oml',
  resetKey: 'ork',
  vehicleLinkId: 'ovl',
  vehicleLinkGrant: 'ovg',
} as const;

export type SecretKind = keyof typeof PREFIXES;

export function newSecret(kind: SecretKind): string {
  return `${PREFIXES[kind]}_${randomBytes(32).toString('base64url')}`;
}

export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

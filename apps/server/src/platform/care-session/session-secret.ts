import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits, well above the 128 required) as base64url: 43 characters. */
export function newSessionSecret(): string {
  return randomBytes(32).toString('base64url');
}

const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Cookies are caller input: anything not shaped like one of our secrets is simply no session. */
export function isWellFormedSecret(value: string | undefined): value is string {
  return typeof value === 'string' && SECRET_SHAPE.test(value);
}

/**
 * Only this hash is stored. A plain SHA-256 is enough (no salt, no slow hash): the secret is
 * 256 random bits, so there is nothing to guess, and lookups must stay one indexed query.
 */
export function hashSessionSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

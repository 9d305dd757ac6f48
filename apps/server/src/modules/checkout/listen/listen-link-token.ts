import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { serverKey } from '../../../platform/auth/server-secrets.ts';

/**
 * The signed link of "Listen now" (ADR 050): `olk1.<payload>.<signature>`, URL-safe as it stands.
 * The payload names the subscription (and its radio, for the player's tuner) and the expiry; the
 * signature is HMAC-SHA256 under its own server secret `listen-link`, over a purpose label and
 * the version, so neither an entry token nor a deviceRef can pass for one. Single-purpose: the
 * player reads it to open that subscription, and nothing on the care API accepts it.
 */
export const LISTEN_LINK_VERSION = 'olk1';

/** Minutes, not hours: the link is opened from the thanks page, right away. */
export const LISTEN_LINK_TTL_SECONDS = 10 * 60;

const PURPOSE = 'orbit-listen-link';
const listenKey = serverKey('listen-link');
const TOKEN_SHAPE = /^olk1\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

const payloadSchema = z
  .object({
    sub: z.string().min(1).max(64),
    radio: z.string().min(1).max(64).nullable(),
    exp: z.number().int().positive(),
  })
  .strict();

export type ListenLinkClaims = {
  subscriptionId: string;
  radioId: string | null;
  expiresAt: Date;
};

export type ListenLinkReading =
  | { ok: true; claims: ListenLinkClaims }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

function signatureOf(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key)
    .update(`${PURPOSE}\n${LISTEN_LINK_VERSION}\n${payload}`)
    .digest();
}

export async function signListenLink(db: Db, claims: ListenLinkClaims, now: Date): Promise<string> {
  const payload = Buffer.from(
    JSON.stringify({
      sub: claims.subscriptionId,
      radio: claims.radioId,
      exp: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  const signature = signatureOf(await listenKey(db, now), payload).toString('base64url');
  return `${LISTEN_LINK_VERSION}.${payload}.${signature}`;
}

/** Checks the signature before reading anything of the payload, then the expiry. */
export async function readListenLink(db: Db, token: string, now: Date): Promise<ListenLinkReading> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match?.[1] || !match[2]) return { ok: false, reason: 'malformed' };
  const [, payload, signature] = match;
  const expected = signatureOf(await listenKey(db, now), payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  let parsed: z.infer<typeof payloadSchema>;
  try {
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const expiresAt = new Date(parsed.exp * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { subscriptionId: parsed.sub, radioId: parsed.radio, expiresAt } };
}

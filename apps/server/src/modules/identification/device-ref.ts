import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { serverKey } from '../../platform/auth/server-secrets.ts';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * The `deviceRef` find-your-radio answers: an opaque handle on the radio that later calls
 * (offers, purchase) use instead of a radio id the visitor never typed. It is encrypted, not just
 * signed, so it does not reveal the radio id to a visitor who looked the radio up by VIN or plate;
 * AES-256-GCM also authenticates it. It names the care session it was issued to and expires
 * after 30 minutes, so it is worthless in another browser or later. No table: the key is a server
 * secret shared by every instance (`server_secrets`, as the identity capability keeps its keys).
 * A reference the used-car eligibility check issues also says the radio passed it (`u`), so the
 * RTP trial is offered and sold only for a radio checked by this care session (ADR 034).
 */
export const DEVICE_REF_PREFIX = 'orad_';
export const DEVICE_REF_TTL_SECONDS = 30 * 60;

const KEY_NAME = 'device-ref';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ASSOCIATED_DATA = Buffer.from('orbit-device-ref-v1');

type DeviceRefPayload = { r: string; s: string; e: number; u?: 1 };

const keyOf = serverKey(KEY_NAME);

export async function issueDeviceRef(
  db: Db,
  input: { radioId: string; careSessionId: string; now: Date; usedCarChecked?: boolean },
): Promise<string> {
  const payload: DeviceRefPayload = {
    r: input.radioId,
    s: input.careSessionId,
    e: Math.floor(input.now.getTime() / 1000) + DEVICE_REF_TTL_SECONDS,
    ...(input.usedCarChecked ? { u: 1 as const } : {}),
  };
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db, input.now), iv);
  cipher.setAAD(ASSOCIATED_DATA);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return `${DEVICE_REF_PREFIX}${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')}`;
}

function open(key: Buffer, deviceRef: string): DeviceRefPayload | undefined {
  if (!deviceRef.startsWith(DEVICE_REF_PREFIX)) return undefined;
  const encoded = deviceRef.slice(DEVICE_REF_PREFIX.length);
  const bytes = Buffer.from(encoded, 'base64url');
  // One spelling per reference: base64url's last character carries spare bits that decode to the
  // same bytes, so a reference is compared as issued, not only as decoded.
  if (bytes.toString('base64url') !== encoded) return undefined;
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(ASSOCIATED_DATA);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const payload = JSON.parse(plain) as Partial<DeviceRefPayload>;
    if (typeof payload.r !== 'string' || typeof payload.s !== 'string') return undefined;
    if (typeof payload.e !== 'number') return undefined;
    return { r: payload.r, s: payload.s, e: payload.e, ...(payload.u === 1 ? { u: 1 } : {}) };
  } catch {
    // Tampered, truncated or made with another key: simply not a reference of ours.
    return undefined;
  }
}

/**
 * The radio a `deviceRef` stands for, when it was issued to this care session less than 30
 * minutes ago. Anything else — malformed, tampered, expired, another session's — is
 * DEVICE_NOT_FOUND (404), the same answer as a radio that does not exist.
 * For purchase/add-subscription and offers/customer: pass `request.careSession.id`.
 */
export async function resolveDeviceRef(
  db: Db,
  input: { deviceRef: string; careSessionId: string; now: Date },
): Promise<{ radioId: string; expiresAt: Date; usedCarChecked: boolean }> {
  const payload = open(await keyOf(db, input.now), input.deviceRef.trim());
  const nowSeconds = input.now.getTime() / 1000;
  if (!payload || payload.s !== input.careSessionId || nowSeconds >= payload.e) {
    throw new AppError('DEVICE_NOT_FOUND', 'deviceRef not usable by this care session', {
      notFoundResourceType: 'device',
    });
  }
  return {
    radioId: payload.r,
    expiresAt: new Date(payload.e * 1000),
    usedCarChecked: payload.u === 1,
  };
}

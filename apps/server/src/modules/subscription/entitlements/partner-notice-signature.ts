import { createHmac, timingSafeEqual } from 'node:crypto';

/** A notice older or newer than this (by its timestamp header) is refused: replays age out. */
export const NOTICE_TOLERANCE_MS = 5 * 60_000;

/** The signature of a notice: hex HMAC-SHA256 of `<timestamp>.<raw body>` with the partner's secret. */
export function noticeSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Whether the signature is the partner's and its time within the tolerance of `now`. */
export function isSignedByPartner(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now: Date,
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,15}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() - Number(timestamp)) > NOTICE_TOLERANCE_MS) return false;
  const expected = Buffer.from(noticeSignature(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

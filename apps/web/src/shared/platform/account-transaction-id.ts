/**
 * An account-area transaction's id, `OAC-<uuid>` (flows §0): a payment attempt's
 * `paymentInfo.transactionId`, a cancellation's `inAuthId`; the server keys its replay protection
 * on it. A random UUID (version 4) from the SDK's random source, so it says nothing and cannot be
 * guessed.
 */
export function newAccountTransactionId(randomBytes: (length: number) => Uint8Array): string {
  const bytes = randomBytes(16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `OAC-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

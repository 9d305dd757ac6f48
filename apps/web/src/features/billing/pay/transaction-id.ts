/** The browser event the fraud and payment tag listens to for each new payment attempt. */
export const NEW_PAYMENT_TRANSACTION_EVENT = 'NewPaymentTransactionEvent';

/**
 * An account-area payment attempt's id, `OAC-<uuid>` (flows §0): sent as
 * `paymentInfo.transactionId`, which the server keys its replay protection on. A random UUID
 * (version 4) from the SDK's random source, so it says nothing and cannot be guessed.
 */
export function newPaymentTransactionId(randomBytes: (length: number) => Uint8Array): string {
  const bytes = randomBytes(16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `OAC-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Tells the page's tags about a new attempt: the event's `detail` is the id itself. */
export function announceTransactionId(target: EventTarget, transactionId: string): void {
  target.dispatchEvent(new CustomEvent(NEW_PAYMENT_TRANSACTION_EVENT, { detail: transactionId }));
}

import { randomId } from '@orbit/sdk';

/**
 * A checkout attempt's id: sent as `paymentInfo.transactionId` and as the purchase's
 * Idempotency-Key. Random (not a counter) so it says nothing and cannot be guessed.
 */
export function newTransactionId(randomBytes: (length: number) => Uint8Array): string {
  return `OSC-${randomId(randomBytes, 24)}`;
}

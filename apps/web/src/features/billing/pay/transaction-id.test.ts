import { describe, expect, it } from 'vitest';
import {
  announceTransactionId,
  NEW_PAYMENT_TRANSACTION_EVENT,
  newPaymentTransactionId,
} from './transaction-id.ts';

describe('payment transaction ids', () => {
  it('are OAC- and a version 4 UUID from the random source', () => {
    const id = newPaymentTransactionId((length) => new Uint8Array(length).fill(0xff));
    expect(id).toBe('OAC-ffffffff-ffff-4fff-bfff-ffffffffffff');
    const zero = newPaymentTransactionId((length) => new Uint8Array(length));
    expect(zero).toBe('OAC-00000000-0000-4000-8000-000000000000');
  });

  it('are announced with the id as the event detail', () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(NEW_PAYMENT_TRANSACTION_EVENT, (event) =>
      seen.push((event as CustomEvent).detail),
    );
    announceTransactionId(target, 'OAC-1');
    expect(seen).toEqual(['OAC-1']);
  });
});

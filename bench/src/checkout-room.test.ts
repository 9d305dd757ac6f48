import { describe, expect, it } from 'vitest';
import { type CheckoutFigures, roomBesideTheHash } from './checkout-journey.ts';

const phase = {
  orders: 1_000,
  ordersPerSecond: 70,
  purchaseP99Ms: 200,
  serverCpuMs: 20,
  serverMainThreadCpuMs: 7,
  postgresCpuMs: 4,
  benchClientCpuMs: 1,
  rowsReadWholePerOrder: [],
};

const results = (hashesPerSecond: number): CheckoutFigures => ({
  customers: 10,
  newAccount: phase,
  signedIn: phase,
  argon2HashesPerSecond: hashesPerSecond,
  pgbenchTps: 4_000,
});

describe('the CPU the new-account budget leaves beside the hash', () => {
  it('is each order’s share of the cores the hashes leave at 0.8× their rate', () => {
    // 2 cores at 160 hashes/s: 12.5 ms of a core per hash; 0.8× is 128 orders/s, 15.625 ms each.
    const figure = roomBesideTheHash(results(160), 2);
    expect(figure.name).toContain('leaves 3.1 ms');
    expect(figure.value).toBe(12); // event loop 7 + PostgreSQL 4 + client 1
  });

  it('grows with the cores: the same hash rate on four leaves twice as much', () => {
    expect(roomBesideTheHash(results(160), 4).name).toContain('leaves 6.3 ms');
  });
});

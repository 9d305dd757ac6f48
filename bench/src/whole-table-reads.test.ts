import { describe, expect, it } from 'vitest';
import { describeWholeTableReads, wholeTableReadsOf } from './whole-table-reads.ts';

describe('the rows a phase read by whole-table scans', () => {
  it('names the three tables read most across the phase, per order, heaviest first', () => {
    const before = new Map([
      ['orders', 1_000],
      ['subscriptions', 500],
      ['radios', 40],
    ]);
    const after = new Map([
      ['orders', 201_000],
      ['subscriptions', 20_500],
      ['radios', 40],
      ['billing_profiles', 8_800],
      ['identities', 100],
    ]);
    const reads = wholeTableReadsOf(before, after, 100);
    expect(reads.rowsReadWholePerOrder).toEqual([
      { table: 'orders', rows: 2_000 },
      { table: 'subscriptions', rows: 200 },
      { table: 'billing_profiles', rows: 88 },
    ]);
    expect(describeWholeTableReads(reads)).toBe(
      'orders 2,000, subscriptions 200, billing_profiles 88',
    );
  });

  it('reads as none when no table was read whole', () => {
    const counters = new Map([['orders', 10]]);
    const reads = wholeTableReadsOf(counters, counters, 0);
    expect(reads.rowsReadWholePerOrder).toEqual([]);
    expect(describeWholeTableReads(reads)).toBe('none');
  });
});

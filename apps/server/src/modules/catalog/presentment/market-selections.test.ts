import { describe, expect, it } from 'vitest';
import {
  createMarketSelections,
  type SelectionKey,
  type SelectionRows,
} from './market-selections.ts';

const US_SATELLITE: SelectionKey = { country: 'us', serviceType: 'satellite', programCode: null };

/** A read that counts its calls and answers rows telling which call it was. */
function countedRead() {
  const calls: number[] = [];
  const read = async (): Promise<SelectionRows> => {
    calls.push(calls.length + 1);
    return {
      program: undefined,
      organic: [],
      named: [],
      fallbacks: [],
      call: calls.length,
    } as SelectionRows & { call: number };
  };
  return { read, calls };
}

const callOf = (rows: SelectionRows) => (rows as SelectionRows & { call: number }).call;

describe("the market's kept offer selections", () => {
  it('answer a selection from memory while it is fresh, and read it again after', async () => {
    let now = 0;
    const kept = createMarketSelections({ freshForMs: 5_000, nowMs: () => now });
    const { read, calls } = countedRead();
    expect(callOf(await kept.rowsOf(US_SATELLITE, read))).toBe(1);
    now = 4_999;
    expect(callOf(await kept.rowsOf(US_SATELLITE, read))).toBe(1);
    // A catalog changed by a deploy or an operator is seen within the freshness time.
    now = 5_000;
    expect(callOf(await kept.rowsOf(US_SATELLITE, read))).toBe(2);
    expect(calls).toEqual([1, 2]);
  });

  it('keep each market, service and program code apart', async () => {
    const kept = createMarketSelections({ nowMs: () => 0 });
    const { read, calls } = countedRead();
    await kept.rowsOf(US_SATELLITE, read);
    await kept.rowsOf({ ...US_SATELLITE, country: 'ca' }, read);
    await kept.rowsOf({ ...US_SATELLITE, serviceType: 'streaming' }, read);
    await kept.rowsOf({ ...US_SATELLITE, programCode: 'USSATAA6MO5' }, read);
    await kept.rowsOf({ ...US_SATELLITE, programCode: 'USSATAA6MO5' }, read);
    expect(calls).toHaveLength(4);
  });

  it('share one read among callers asking at once, and keep no failed read', async () => {
    const kept = createMarketSelections({ nowMs: () => 0 });
    let release: (rows: SelectionRows) => void = () => {};
    let reads = 0;
    const slowRead = () => {
      reads += 1;
      return new Promise<SelectionRows>((resolve) => {
        release = resolve;
      });
    };
    const first = kept.rowsOf(US_SATELLITE, slowRead);
    const second = kept.rowsOf(US_SATELLITE, slowRead);
    release({ program: undefined, organic: [], named: [], fallbacks: [] });
    expect(await first).toBe(await second);
    expect(reads).toBe(1);

    const failing = { ...US_SATELLITE, country: 'ca' as const };
    await expect(
      kept.rowsOf(failing, () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow('database away');
    const { read, calls } = countedRead();
    await kept.rowsOf(failing, read);
    expect(calls).toEqual([1]);
  });

  it('keep at most their limit, dropping the oldest: made-up program codes cannot grow memory', async () => {
    const kept = createMarketSelections({ limit: 3, nowMs: () => 0 });
    const { read, calls } = countedRead();
    for (const code of ['A1', 'A2', 'A3', 'A4', 'A5']) {
      await kept.rowsOf({ ...US_SATELLITE, programCode: code }, read);
    }
    expect(kept.size).toBe(3);
    await kept.rowsOf({ ...US_SATELLITE, programCode: 'A5' }, read);
    expect(calls).toHaveLength(5);
    await kept.rowsOf({ ...US_SATELLITE, programCode: 'A1' }, read);
    expect(calls).toHaveLength(6);
  });
});

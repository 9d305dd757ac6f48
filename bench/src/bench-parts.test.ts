import { describe, expect, it } from 'vitest';
import { BENCH_PARTS, BenchUsageError, partsToRun } from './bench-parts.ts';

describe('choosing the parts of the bench', () => {
  it('runs every part without --only', () => {
    expect([...partsToRun([])]).toEqual([...BENCH_PARTS]);
  });

  it('runs the parts named after --only, in either spelling', () => {
    expect([...partsToRun(['--only', 'web,api'])]).toEqual(['web', 'api']);
    expect([...partsToRun(['--only=checkout'])]).toEqual(['checkout']);
  });

  it('refuses an unknown part or an empty list, naming the parts there are', () => {
    expect(() => partsToRun(['--only', 'web,lighthose'])).toThrow(
      new BenchUsageError(
        'unknown bench part lighthose; the parts are sdk, web, lighthouse, api, checkout, start',
      ),
    );
    expect(() => partsToRun(['--only'])).toThrow(BenchUsageError);
  });
});

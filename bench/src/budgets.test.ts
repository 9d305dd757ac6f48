import { describe, expect, it } from 'vitest';
import { BUDGETS, exitCodeOf, type Figure, lineOf, ratioOf, verdictOf } from './budgets.ts';

const staticConfig = (value: number, bare: number): Figure => ({
  part: 'api',
  name: 'static config',
  value,
  unit: 'req/s',
  baseline: { name: 'bare node:http', value: bare },
  budget: BUDGETS.staticConfigVsBareHttp,
});

describe('reading a figure against its budget', () => {
  it('judges a ratio budget by value over baseline, the limit itself meeting it', () => {
    expect(verdictOf(staticConfig(21_000, 42_000))).toBe('meets');
    expect(verdictOf(staticConfig(20_999, 42_000))).toBe('misses');
    expect(ratioOf(staticConfig(21_000, 42_000))).toBe(0.5);
  });

  it('misses a ratio whose baseline could not be measured rather than dividing by zero', () => {
    expect(ratioOf(staticConfig(5_000, 0))).toBeUndefined();
    expect(verdictOf(staticConfig(5_000, 0))).toBe('misses');
  });

  it('judges floors and ceilings, and a figure that is not a number misses', () => {
    const score = (value: number): Figure => ({
      part: 'lighthouse',
      name: 'mobile performance',
      value,
      unit: '',
      budget: BUDGETS.lighthouseMobilePerformance,
    });
    expect(verdictOf(score(95))).toBe('meets');
    expect(verdictOf(score(94))).toBe('misses');
    expect(verdictOf(score(Number.NaN))).toBe('misses');
    const p99 = (value: number): Figure => ({
      part: 'api',
      name: 'account read p99',
      value,
      unit: 'ms',
      budget: BUDGETS.readP99Ms,
    });
    expect(verdictOf(p99(25))).toBe('meets');
    expect(verdictOf(p99(25.4))).toBe('misses');
    expect(verdictOf({ part: 'start', name: 'memory', value: 300, unit: 'MiB' })).toBe('no budget');
  });

  it('prints the figure, its ratio to the baseline, the budget and the verdict on one line', () => {
    expect(lineOf(staticConfig(6_300, 42_000))).toBe(
      'static config: 6,300 req/s (0.15× bare node:http 42,000 req/s); budget ≥ 0.5× bare node:http: MISSES',
    );
    expect(
      lineOf({
        part: 'lighthouse',
        name: 'mobile CLS',
        value: 0.004,
        unit: '',
        budget: BUDGETS.cumulativeLayoutShift,
      }),
    ).toBe('mobile CLS: 0.004; budget ≤ 0.01: meets');
  });

  it('keeps three decimals of a small ratio, so a tenth of a percent still shows', () => {
    expect(lineOf(staticConfig(30, 7_000))).toContain('(0.004× bare node:http 7,000 req/s)');
  });

  it('exits 1 when one budget is missed or a part could not measure, 0 otherwise', () => {
    const met = staticConfig(30_000, 42_000);
    const unbudgeted: Figure = { part: 'start', name: 'memory', value: 900, unit: 'MiB' };
    expect(exitCodeOf([met, unbudgeted], [])).toBe(0);
    expect(exitCodeOf([met, staticConfig(1, 42_000)], [])).toBe(1);
    expect(exitCodeOf([met], ['lighthouse'])).toBe(1);
  });
});

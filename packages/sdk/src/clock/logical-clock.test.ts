import { STORAGE_LIMITS } from '@orbit/domain';
import { describe, expect, it, vi } from 'vitest';
import { type CookieJar, memoryCookieJar } from '../storage/cookie-jar.ts';
import { COOKIE_NAMES } from '../storage/storage-keys.ts';
import { createLogicalClock, formatLogicalClock, parseLogicalClock } from './logical-clock.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function setup(nowMs = 1_700_000_000_000, cookies: CookieJar = memoryCookieJar()) {
  let now = nowMs;
  const set = vi.spyOn(cookies, 'set');
  const clock = createLogicalClock({ cookies, now: () => now });
  return {
    clock,
    cookies,
    set,
    setNow: (value: number) => {
      now = value;
    },
  };
}

describe('logical clock', () => {
  it('starts a new epoch at the current time with the counter at 0 when no cookie exists', () => {
    const { clock, cookies } = setup(1_000);
    expect(clock.tick()).toBe('1000,0');
    expect(cookies.get(COOKIE_NAMES.logicalClock)).toBe('1000,0');
  });

  it('increments the counter once per tick within an epoch', () => {
    const { clock } = setup(1_000);
    expect([clock.tick(), clock.tick(), clock.tick()]).toEqual(['1000,0', '1000,1', '1000,2']);
  });

  it('keeps the cookie for one year', () => {
    const { clock, set } = setup();
    clock.tick();
    expect(STORAGE_LIMITS.clockCookieMaxAgeSeconds).toBe(ONE_YEAR_SECONDS);
    expect(set).toHaveBeenCalledWith(COOKIE_NAMES.logicalClock, expect.any(String), {
      maxAgeSeconds: ONE_YEAR_SECONDS,
    });
  });

  it('survives a reload: a new clock on the same cookies continues the counter', () => {
    const cookies = memoryCookieJar();
    const first = setup(1_000, cookies).clock;
    first.tick();
    first.tick();
    const afterReload = setup(9_999, cookies).clock;
    expect(afterReload.tick()).toBe('1000,2');
  });

  it('sees the ticks of another tab sharing the cookie', () => {
    const cookies = memoryCookieJar();
    const tabA = setup(1_000, cookies).clock;
    const tabB = setup(1_000, cookies).clock;
    expect(tabA.tick()).toBe('1000,0');
    expect(tabB.tick()).toBe('1000,1');
    expect(tabA.tick()).toBe('1000,2');
  });

  it.each([
    ['garbage', 'not-a-clock'],
    ['one part', '1000'],
    ['three parts', '1000,1,2'],
    ['negative counter', '1000,-1'],
    ['fraction', '1000,1.5'],
    ['empty', ''],
    ['unsafe integer', `1000,${Number.MAX_SAFE_INTEGER + 2}`],
  ])('starts a new epoch at 0 when the stored value is unreadable (%s)', (_, stored) => {
    const cookies = memoryCookieJar();
    cookies.set(COOKIE_NAMES.logicalClock, stored);
    const { clock } = setup(5_000, cookies);
    expect(clock.tick()).toBe('5000,0');
  });

  it('starts a new epoch when the counter would leave the safe integers', () => {
    const cookies = memoryCookieJar();
    cookies.set(COOKIE_NAMES.logicalClock, `1000,${Number.MAX_SAFE_INTEGER}`);
    const { clock } = setup(5_000, cookies);
    expect(clock.tick()).toBe('5000,0');
  });

  it('reset starts a new epoch with the counter at 0', () => {
    const { clock, setNow } = setup(1_000);
    clock.tick();
    clock.tick();
    setNow(2_000);
    expect(clock.reset()).toEqual([2_000, 0]);
    expect(clock.tick()).toBe('2000,1');
  });

  it('never repeats an epoch, even when the system clock went back', () => {
    const { clock, setNow } = setup(1_000);
    clock.tick();
    setNow(500);
    expect(clock.reset()).toEqual([1_001, 0]);
    expect(clock.reset()).toEqual([1_002, 0]);
  });

  it('current reads the pair without ticking', () => {
    const { clock } = setup(1_000);
    expect(clock.current()).toEqual([1_000, 0]);
    clock.tick();
    expect(clock.current()).toEqual([1_000, 1]);
    expect(clock.current()).toEqual([1_000, 1]);
  });

  it('tick can be handed to the HTTP core as a plain function', () => {
    const { clock } = setup(1_000);
    const logicalClock: () => string | undefined = clock.tick;
    expect(logicalClock()).toBe('1000,0');
  });
});

describe('logical clock format', () => {
  it.each([
    [[0, 0], '0,0'],
    [[1_700_000_000_000, 42], '1700000000000,42'],
  ] as const)('formats %j as %s and reads it back', (pair, text) => {
    expect(formatLogicalClock([...pair])).toBe(text);
    expect(parseLogicalClock(text)).toEqual(pair);
  });

  it('reads a missing cookie as absent', () => {
    expect(parseLogicalClock(undefined)).toBeUndefined();
  });
});

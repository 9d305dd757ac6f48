import {
  type LogicalClock as LogicalClockValue,
  logicalClockSchema,
  STORAGE_LIMITS,
} from '@orbit/domain';
import type { CookieJar } from '../storage/cookie-jar.ts';
import { COOKIE_NAMES } from '../storage/storage-keys.ts';

export interface LogicalClockDeps {
  cookies: CookieJar;
  /** The system clock, epoch milliseconds: a new epoch is the moment it starts. */
  now(): number;
}

/**
 * The logical clock every request carries (spec 001 §3): an `[epoch, counter]` pair. The counter
 * ticks once per request; the epoch changes when the clock starts over, so the server can order the
 * requests of one browser even when its system clock is wrong.
 */
export interface LogicalClock {
  /** Advances the counter and returns the header value `epoch,counter`. */
  tick(): string;
  /** The pair as it stands, without ticking (a new epoch when none is stored). */
  current(): LogicalClockValue;
  /** Starts a new epoch with the counter at 0. */
  reset(): LogicalClockValue;
}

/**
 * A logical clock kept in the `LOGICAL_CLOCK` cookie for a year, so it survives reloads and is
 * shared by every tab and site of the service. The cookie is read again on every tick because
 * another tab may have ticked since.
 */
export function createLogicalClock(deps: LogicalClockDeps): LogicalClock {
  const { cookies, now } = deps;

  function store(clock: LogicalClockValue): LogicalClockValue {
    cookies.set(COOKIE_NAMES.logicalClock, formatLogicalClock(clock), {
      maxAgeSeconds: STORAGE_LIMITS.clockCookieMaxAgeSeconds,
    });
    return clock;
  }

  function newEpoch(previous: LogicalClockValue | undefined): LogicalClockValue {
    // An epoch never repeats, even if the system clock went back or two resets share a millisecond.
    const epoch = Math.max(Math.floor(now()), (previous?.[0] ?? 0) + 1);
    return store([epoch, 0]);
  }

  function read(): LogicalClockValue | undefined {
    return parseLogicalClock(cookies.get(COOKIE_NAMES.logicalClock));
  }

  return {
    tick() {
      const stored = read();
      const next: LogicalClockValue =
        stored && stored[1] < Number.MAX_SAFE_INTEGER
          ? store([stored[0], stored[1] + 1])
          : newEpoch(stored);
      return formatLogicalClock(next);
    },
    current: () => read() ?? newEpoch(undefined),
    reset: () => newEpoch(read()),
  };
}

/** `epoch,counter`, the form of the header and of the cookie. */
export function formatLogicalClock([epoch, counter]: LogicalClockValue): string {
  return `${epoch},${counter}`;
}

/** The stored pair, or undefined when it is missing or unreadable. */
export function parseLogicalClock(value: string | undefined): LogicalClockValue | undefined {
  if (value === undefined) return undefined;
  const parts = value.split(',');
  if (parts.length !== 2 || parts.some((part) => !/^\d+$/.test(part.trim()))) return undefined;
  const parsed = logicalClockSchema.safeParse(parts.map(Number));
  if (!parsed.success) return undefined;
  const [epoch, counter] = parsed.data;
  return Number.isSafeInteger(epoch) && Number.isSafeInteger(counter) ? parsed.data : undefined;
}

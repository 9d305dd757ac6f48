import {
  type ApplicationConfig,
  applicationConfigSchema,
  CLOCK_LIMITS,
  type TimeUpdatedEvent,
  timeUpdatedEventSchema,
} from '@orbit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { networkError } from '../http/sdk-errors.ts';
import type { ServiceCaller } from '../http/service-caller.ts';
import { globalTimers } from '../runtime/runtime.ts';
import { memoryCookieJar } from '../storage/cookie-jar.ts';
import { createLogicalClock } from './logical-clock.ts';
import { DRIFT_CHECK_INTERVAL_MS, INITIAL_FILL_SAMPLE_GAP_MS } from './sync-schedule.ts';
import { createTimeSync } from './time-sync.ts';

const START_MS = Date.UTC(2026, 0, 1, 12, 0, 0);

type Answer =
  | { serverOffsetMs?: number; latencyMs?: number; time?: unknown }
  | { fail: unknown; latencyMs?: number };

function configWith(domains: Record<string, unknown>, isTest = false): ApplicationConfig {
  return applicationConfigSchema.parse({
    applicationId: 'orbit-care-web',
    version: '1',
    isTest,
    isPreview: false,
    domains,
  });
}

const timeDomain = {
  baseUrl: 'https://api.example/time/v1',
  endPoints: { metronome: { method: 'GET', href: 'metronome' } },
};

/** One way of a round trip; an instant network answers within the same tick. */
async function travel(ms: number): Promise<void> {
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A time service behind a network: each answer takes `latencyMs`, split evenly between the two
 * ways, and the server stamps its own clock (`serverOffsetMs` ahead of the true time) halfway.
 */
function setup(options: { config?: ApplicationConfig | undefined; answers?: Answer[] } = {}) {
  const clocks = { systemJumpMs: 0, monotonicPausedMs: 0 };
  const systemNow = () => Date.now() + clocks.systemJumpMs;
  const monotonicNow = () => Date.now() - START_MS - clocks.monotonicPausedMs;
  const answers = [...(options.answers ?? [])];
  let standing: Answer = { serverOffsetMs: 0, latencyMs: 0 };
  const calls: string[] = [];
  const call = vi.fn(async (domain: string, endpoint: string) => {
    calls.push(`${domain}.${endpoint}`);
    const answer = answers.shift() ?? standing;
    const halfTripMs = (answer.latencyMs ?? 0) / 2;
    await travel(halfTripMs);
    const stamped =
      'fail' in answer ? undefined : (answer.time ?? Date.now() + (answer.serverOffsetMs ?? 0));
    await travel(halfTripMs);
    if ('fail' in answer) throw answer.fail;
    return { data: { time: stamped } };
  });
  const caller = { call } as unknown as Pick<ServiceCaller, 'call'>;
  const holder = {
    config: 'config' in options ? options.config : configWith({ time: timeDomain }),
  };
  const warn = vi.fn();
  let draws = 0;
  const logicalClock = createLogicalClock({ cookies: memoryCookieJar(), now: systemNow });
  const sync = createTimeSync({
    caller,
    config: holder,
    runtime: {
      timers: globalTimers,
      now: systemNow,
      randomBytes: (length) => new Uint8Array(length).map((_, index) => index * 7 + draws++),
    },
    logicalClock,
    logger: { warn },
    monotonicNow,
  });
  const events: TimeUpdatedEvent[] = [];
  sync.onTimeUpdated((event) => events.push(event));
  return {
    sync,
    call,
    calls,
    events,
    warn,
    holder,
    clocks,
    logicalClock,
    answerFromNowOn(answer: Answer) {
      standing = answer;
    },
    queue(...more: Answer[]) {
      answers.push(...more);
    },
    advance: (ms: number) => vi.advanceTimersByTimeAsync(ms),
  };
}

/** Runs the initial fill: the first poll at 5 s and two more a gap apart, with instant answers. */
async function fill(context: ReturnType<typeof setup>) {
  context.sync.start();
  await context.advance(CLOCK_LIMITS.initialPollMs);
  await context.advance(INITIAL_FILL_SAMPLE_GAP_MS);
  await context.advance(INITIAL_FILL_SAMPLE_GAP_MS);
  expect(context.call).toHaveBeenCalledTimes(3);
}

beforeEach(() => {
  vi.useFakeTimers({ now: START_MS });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('time sync: polling', () => {
  it('polls time.metronome first after 5 s', async () => {
    const context = setup();
    context.sync.start();
    await context.advance(4_999);
    expect(context.call).not.toHaveBeenCalled();
    await context.advance(1);
    expect(context.calls).toEqual(['time.metronome']);
  });

  it('fills the 3 latency samples, then polls every 30 min', async () => {
    const context = setup();
    await fill(context);
    await context.advance(CLOCK_LIMITS.pollMs - 1);
    expect(context.call).toHaveBeenCalledTimes(3);
    await context.advance(1);
    expect(context.call).toHaveBeenCalledTimes(4);
    await context.advance(CLOCK_LIMITS.pollMs);
    expect(context.call).toHaveBeenCalledTimes(5);
  });

  it('does nothing before start and starts only once', async () => {
    const context = setup();
    await context.advance(CLOCK_LIMITS.pollMs);
    expect(context.call).not.toHaveBeenCalled();
    context.sync.start();
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs);
    expect(context.call).toHaveBeenCalledTimes(1);
  });
});

describe('time sync: latency and the estimated server time', () => {
  it('estimates the server time as its time plus half the averaged latency', async () => {
    const context = setup({ answers: [{ serverOffsetMs: 60_000, latencyMs: 400 }] });
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs + 400);
    const [event] = context.events;
    // The server stamped 200 ms before the answer arrived: +200 ms makes it exact.
    expect(event?.internalClockTime).toBe(new Date(Date.now() + 60_000).toISOString());
    expect(event?.averageLatency).toBe('PT0.4S');
    expect(event?.clockAdjustment).toBe('PT60S');
    expect(context.sync.now()).toBe(Date.now() + 60_000);
  });

  it('averages the last 3 latencies with weights 0.2, 0.6 and 1', async () => {
    const context = setup({
      answers: [{ latencyMs: 100 }, { latencyMs: 200 }, { latencyMs: 400 }, { latencyMs: 800 }],
    });
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs + 100);
    await context.advance(INITIAL_FILL_SAMPLE_GAP_MS + 200);
    await context.advance(INITIAL_FILL_SAMPLE_GAP_MS + 400);
    await context.advance(CLOCK_LIMITS.pollMs + 800);
    expect(context.events.map((event) => event.averageLatency)).toEqual([
      'PT0.1S',
      'PT0.163S', // (0.6 × 100 + 1 × 200) / 1.6 = 162.5, to the millisecond
      'PT0.3S', // (0.2 × 100 + 0.6 × 200 + 1 × 400) / 1.8
      'PT0.6S', // (0.2 × 200 + 0.6 × 400 + 1 × 800) / 1.8
    ]);
  });

  it.each([
    { latencyMs: 5_002, kept: false },
    { latencyMs: 10_000, kept: false },
    { latencyMs: 5_000, kept: true },
  ])('a round trip of $latencyMs ms sets the clock: $kept', async ({ latencyMs, kept }) => {
    const context = setup({ answers: [{ latencyMs, serverOffsetMs: 60_000 }] });
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs + latencyMs);
    expect(context.events).toHaveLength(kept ? 1 : 0);
    expect(context.sync.usingClock()).toBe(kept ? 'INTERNAL' : 'SYSTEM');
    if (!kept) {
      expect(context.warn).toHaveBeenCalledWith(
        'The clock update failed; it will be retried',
        expect.objectContaining({ code: 'LATENCY_SAMPLE_IGNORED' }),
      );
    }
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['infinite', Number.POSITIVE_INFINITY],
    ['NaN', Number.NaN],
  ])(
    'refuses a %s server time with "Invalid server time", logs it and retries',
    async (_, time) => {
      const context = setup({ answers: [{ time }] });
      context.sync.start();
      await context.advance(CLOCK_LIMITS.initialPollMs);
      expect(context.events).toEqual([]);
      expect(context.warn).toHaveBeenCalledWith(
        'The clock update failed; it will be retried',
        expect.objectContaining({ message: 'Invalid server time' }),
      );
      await context.advance(5_000);
      expect(context.call).toHaveBeenCalledTimes(2);
      expect(context.events).toHaveLength(1);
    },
  );
});

describe('time sync: the clock in use', () => {
  it('uses the system clock before the first synchronisation', () => {
    const context = setup();
    context.clocks.systemJumpMs = 123;
    expect(context.sync.now()).toBe(START_MS + 123);
    expect(context.sync.usingClock()).toBe('SYSTEM');
  });

  it.each([
    { serverOffsetMs: 0, clock: 'SYSTEM' },
    { serverOffsetMs: 4_999, clock: 'SYSTEM' },
    { serverOffsetMs: -4_999, clock: 'SYSTEM' },
    { serverOffsetMs: 5_000, clock: 'INTERNAL' },
    { serverOffsetMs: -5_000, clock: 'INTERNAL' },
    { serverOffsetMs: 86_400_000, clock: 'INTERNAL' },
  ])(
    'a server $serverOffsetMs ms off the system clock means the $clock clock',
    async ({ serverOffsetMs, clock }) => {
      const context = setup({ answers: [{ serverOffsetMs }] });
      context.sync.start();
      await context.advance(CLOCK_LIMITS.initialPollMs);
      expect(context.sync.usingClock()).toBe(clock);
      expect(context.events[0]?.usingClock).toBe(clock);
      const expected = clock === 'INTERNAL' ? Date.now() + serverOffsetMs : Date.now();
      expect(context.sync.now()).toBe(expected);
      expect(context.events[0]?.time).toBe(new Date(expected).toISOString());
    },
  );

  it('takes the allowed discrepancy from the time domain config', async () => {
    const context = setup({
      config: configWith({ time: { ...timeDomain, extras: { maxDiscrepancyMs: 1_000 } } }),
      answers: [{ serverOffsetMs: 1_000 }],
    });
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs);
    expect(context.sync.usingClock()).toBe('INTERNAL');
  });

  it('advances the internal clock monotonically, whatever happens to the system clock', async () => {
    const context = setup({ answers: [{ serverOffsetMs: 10_000 }] });
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs);
    const trueServerTime = () => Date.now() + 10_000;
    context.clocks.systemJumpMs = -3_600_000;
    await context.advance(700);
    expect(context.sync.now()).toBe(trueServerTime());
  });
});

describe('time sync: timeUpdated events', () => {
  it('emits the spec fields and nothing else, valid against the shared schema', async () => {
    const context = setup({
      config: configWith({ time: timeDomain }, true),
      answers: [{ serverOffsetMs: -6_000, latencyMs: 250 }],
    });
    context.logicalClock.tick();
    context.logicalClock.tick();
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs + 250);
    const [event] = context.events;
    expect(Object.keys(event ?? {}).sort()).toEqual(
      [
        'averageLatency',
        'eventId',
        'internalClockTime',
        'logicalClock',
        'clockAdjustment',
        'appId',
        'isTest',
        'usingClock',
        'systemClockTime',
        'time',
      ].sort(),
    );
    expect(z.strictObject(timeUpdatedEventSchema.shape).safeParse(event).success).toBe(true);
    expect(event).toMatchObject({
      appId: 'orbit-care-web',
      isTest: true,
      averageLatency: 'PT0.25S',
      clockAdjustment: '-PT6S',
      usingClock: 'INTERNAL',
      logicalClock: [START_MS, 1],
      systemClockTime: new Date(Date.now()).toISOString(),
      internalClockTime: new Date(Date.now() - 6_000).toISOString(),
      time: new Date(Date.now() - 6_000).toISOString(),
    });
    expect(event?.eventId).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('gives each event its own id', async () => {
    const context = setup();
    await fill(context);
    expect(new Set(context.events.map((event) => event.eventId)).size).toBe(3);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const context = setup();
    const listener = vi.fn();
    const unsubscribe = context.sync.onTimeUpdated(listener);
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs);
    unsubscribe();
    await context.advance(INITIAL_FILL_SAMPLE_GAP_MS);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(context.events).toHaveLength(2);
  });

  it('logs a failing listener without treating the update as failed', async () => {
    const context = setup();
    const failure = new Error('listener bug');
    context.sync.onTimeUpdated(() => {
      throw failure;
    });
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs);
    expect(context.warn).toHaveBeenCalledWith('A timeUpdated listener failed', failure);
    await context.advance(INITIAL_FILL_SAMPLE_GAP_MS);
    expect(context.call).toHaveBeenCalledTimes(2);
  });
});

describe('time sync: failures', () => {
  it('reports "Time config is not available" when the config has no time domain, and retries', async () => {
    const context = setup({ config: configWith({}) });
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs);
    expect(context.call).not.toHaveBeenCalled();
    expect(context.warn).toHaveBeenCalledWith(
      'The clock update failed; it will be retried',
      expect.objectContaining({ message: 'Time config is not available' }),
    );
    context.holder.config = configWith({ time: timeDomain });
    await context.advance(5_000);
    expect(context.call).toHaveBeenCalledTimes(1);
  });

  it('retries the initial fill forever, backing off from 5 s up to 60 s', async () => {
    const context = setup();
    context.answerFromNowOn({ fail: networkError('time.metronome', new Error('offline')) });
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs);
    const expectedWaitsMs = [
      5_000,
      10_000,
      20_000,
      40_000,
      60_000,
      60_000,
      ...Array(30).fill(60_000),
    ];
    for (const [index, waitMs] of expectedWaitsMs.entries()) {
      await context.advance(waitMs - 1);
      expect(context.call).toHaveBeenCalledTimes(index + 1);
      await context.advance(1);
      expect(context.call).toHaveBeenCalledTimes(index + 2);
    }
    expect(context.warn).toHaveBeenCalledTimes(expectedWaitsMs.length + 1);
    context.answerFromNowOn({ serverOffsetMs: 0 });
    await context.advance(60_000);
    expect(context.events).toHaveLength(1);
  });

  it('keeps filling after a failure until it has its 3 samples', async () => {
    const context = setup({ answers: [{}, { fail: new Error('dropped') }, {}, {}] });
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs);
    await context.advance(INITIAL_FILL_SAMPLE_GAP_MS);
    await context.advance(5_000);
    await context.advance(INITIAL_FILL_SAMPLE_GAP_MS);
    expect(context.call).toHaveBeenCalledTimes(4);
    expect(context.events).toHaveLength(3);
    await context.advance(CLOCK_LIMITS.pollMs - 1);
    expect(context.call).toHaveBeenCalledTimes(4);
    await context.advance(1);
    expect(context.call).toHaveBeenCalledTimes(5);
  });

  it('retries a failed poll with back-off 10 s, 20 s, 30 s… for 10 retries, then waits for the next poll', async () => {
    const context = setup();
    await fill(context);
    context.answerFromNowOn({ fail: new Error('503') });
    await context.advance(CLOCK_LIMITS.pollMs);
    expect(context.call).toHaveBeenCalledTimes(4);
    const retryWaitsMs = [10_000, 20_000, ...Array(8).fill(30_000)];
    for (const [index, waitMs] of retryWaitsMs.entries()) {
      await context.advance(waitMs - 1);
      expect(context.call).toHaveBeenCalledTimes(4 + index);
      await context.advance(1);
      expect(context.call).toHaveBeenCalledTimes(5 + index);
    }
    expect(context.warn).toHaveBeenLastCalledWith(
      'The clock gave up after 10 retries until the next poll',
    );
    await context.advance(CLOCK_LIMITS.pollMs - 1);
    expect(context.call).toHaveBeenCalledTimes(14);
    context.answerFromNowOn({ serverOffsetMs: 0 });
    await context.advance(1);
    expect(context.call).toHaveBeenCalledTimes(15);
    expect(context.events).toHaveLength(4);
  });
});

describe('time sync: drift', () => {
  it.each([
    ['the system clock set forward', { systemJumpMs: 6_000 }, true],
    ['the system clock set back', { systemJumpMs: -5_000 }, true],
    ['the monotonic clock stood still during sleep', { monotonicPausedMs: 20_000 }, true],
    ['a small adjustment', { systemJumpMs: 4_999 }, false],
  ])('%s triggers a re-sync: %s', async (_, change, resyncs) => {
    const context = setup();
    await fill(context);
    Object.assign(context.clocks, change);
    await context.advance(DRIFT_CHECK_INTERVAL_MS);
    expect(context.call).toHaveBeenCalledTimes(resyncs ? 4 : 3);
  });

  it('re-syncs at once when the host asks after a wake-up', async () => {
    const context = setup();
    await fill(context);
    context.clocks.monotonicPausedMs = 60_000;
    context.sync.checkDrift();
    await context.advance(0);
    expect(context.call).toHaveBeenCalledTimes(4);
    // The re-sync replaced the pending poll: the next one is 30 min after it.
    await context.advance(CLOCK_LIMITS.pollMs - 1);
    expect(context.call).toHaveBeenCalledTimes(4);
    await context.advance(1);
    expect(context.call).toHaveBeenCalledTimes(5);
  });

  it('switches to the internal clock when the re-sync finds the system clock off', async () => {
    const context = setup();
    await fill(context);
    expect(context.sync.usingClock()).toBe('SYSTEM');
    context.clocks.systemJumpMs = 3_600_000;
    await context.advance(DRIFT_CHECK_INTERVAL_MS);
    expect(context.sync.usingClock()).toBe('INTERNAL');
    expect(context.sync.now()).toBe(Date.now());
  });

  it('suspends drift checks while a re-sync runs and retries with its back-off', async () => {
    const context = setup();
    await fill(context);
    context.answerFromNowOn({ fail: new Error('offline') });
    context.clocks.systemJumpMs = 10_000;
    context.sync.checkDrift();
    await context.advance(0);
    expect(context.call).toHaveBeenCalledTimes(4);
    // The drift stays (every attempt fails) and the drift timer keeps firing each minute, yet
    // only the re-sync's back-off schedules calls.
    const retryWaitsMs = [10_000, 20_000, 30_000, 30_000, 30_000];
    for (const [index, waitMs] of retryWaitsMs.entries()) {
      context.sync.checkDrift();
      await context.advance(waitMs - 1);
      expect(context.call).toHaveBeenCalledTimes(4 + index);
      await context.advance(1);
      expect(context.call).toHaveBeenCalledTimes(5 + index);
    }
  });

  it('after a re-sync spent its retries, drift waits for the next poll', async () => {
    const context = setup();
    await fill(context);
    context.answerFromNowOn({ fail: new Error('offline') });
    context.clocks.systemJumpMs = 10_000;
    context.sync.checkDrift();
    await context.advance(10_000 + 20_000 + 8 * 30_000);
    expect(context.call).toHaveBeenCalledTimes(3 + 11);
    await context.advance(CLOCK_LIMITS.pollMs - 1);
    context.sync.checkDrift();
    await context.advance(0);
    expect(context.call).toHaveBeenCalledTimes(14);
    context.answerFromNowOn({ serverOffsetMs: 0 });
    await context.advance(1);
    expect(context.call).toHaveBeenCalledTimes(15);
    // The system clock is 10 s ahead of the server: the internal clock takes over.
    expect(context.sync.usingClock()).toBe('INTERNAL');
  });

  it('suspends drift checks during the initial fill', async () => {
    const context = setup();
    context.answerFromNowOn({ fail: new Error('offline') });
    context.sync.start();
    context.clocks.systemJumpMs = 60_000;
    context.sync.checkDrift();
    await context.advance(0);
    expect(context.call).not.toHaveBeenCalled();
  });

  it('a re-sync in flight is not doubled by a second drift check', async () => {
    const context = setup();
    await fill(context);
    context.answerFromNowOn({ latencyMs: 2_000 });
    context.clocks.systemJumpMs = 10_000;
    context.sync.checkDrift();
    context.sync.checkDrift();
    await context.advance(1_000);
    context.sync.checkDrift();
    await context.advance(1_000);
    expect(context.call).toHaveBeenCalledTimes(4);
  });
});

describe('time sync: dispose', () => {
  it('clears every timer; nothing fires afterwards', async () => {
    const context = setup();
    context.sync.start();
    expect(vi.getTimerCount()).toBe(2);
    context.sync.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await context.advance(CLOCK_LIMITS.pollMs * 2);
    expect(context.call).not.toHaveBeenCalled();
  });

  it('ignores an answer that arrives after dispose', async () => {
    const context = setup({ answers: [{ latencyMs: 1_000, serverOffsetMs: 60_000 }] });
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs + 500);
    context.sync.dispose();
    await context.advance(500);
    expect(context.events).toEqual([]);
    expect(context.sync.usingClock()).toBe('SYSTEM');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('schedules no retry for a failure that arrives after dispose', async () => {
    const context = setup({ answers: [{ latencyMs: 1_000, fail: new Error('offline') }] });
    context.sync.start();
    await context.advance(CLOCK_LIMITS.initialPollMs + 500);
    context.sync.dispose();
    await context.advance(500);
    expect(context.warn).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cannot be started again once disposed', async () => {
    const context = setup();
    context.sync.dispose();
    context.sync.start();
    await context.advance(CLOCK_LIMITS.pollMs);
    expect(context.call).not.toHaveBeenCalled();
  });
});

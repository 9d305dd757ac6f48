import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { createSessionTimeout, DEFAULT_IDLE_TIMEOUT_MS } from './session-timeout.ts';

describe('inactivity timer (flows §9.1)', () => {
  it('expires 20 minutes after the last successful response by default', () => {
    const clock = createFakeClock();
    const timeout = createSessionTimeout({ timers: clock });
    expect(DEFAULT_IDLE_TIMEOUT_MS).toBe(20 * 60 * 1000);

    timeout.touch();
    clock.advance(DEFAULT_IDLE_TIMEOUT_MS - 1);
    expect(timeout.timedOut.get()).toBe(false);
    clock.advance(1);
    expect(timeout.timedOut.get()).toBe(true);
  });

  it('does not run before the first response', () => {
    const clock = createFakeClock();
    const timeout = createSessionTimeout({ timers: clock });
    clock.advance(DEFAULT_IDLE_TIMEOUT_MS * 2);
    expect(timeout.timedOut.get()).toBe(false);
  });

  it('restarts on every successful response', () => {
    const clock = createFakeClock();
    const timeout = createSessionTimeout({ timers: clock, idleTimeoutMs: 1000 });
    timeout.touch();
    clock.advance(900);
    timeout.touch();
    clock.advance(900);
    expect(timeout.timedOut.get()).toBe(false);
    clock.advance(100);
    expect(timeout.timedOut.get()).toBe(true);
  });

  it('takes the server idle timeout, restarting a running timer with it', () => {
    const clock = createFakeClock();
    const timeout = createSessionTimeout({ timers: clock });
    timeout.touch();
    timeout.setIdleTimeout(60_000);
    clock.advance(59_999);
    expect(timeout.timedOut.get()).toBe(false);
    clock.advance(1);
    expect(timeout.timedOut.get()).toBe(true);
  });

  it('stays expired: later responses do not revive the session', () => {
    const clock = createFakeClock();
    const timeout = createSessionTimeout({ timers: clock, idleTimeoutMs: 10 });
    timeout.expire();
    timeout.touch();
    expect(timeout.timedOut.get()).toBe(true);
    expect(clock.pendingCount()).toBe(0);
  });

  it('ignores a nonsense idle timeout and stops on dispose', () => {
    const clock = createFakeClock();
    const timeout = createSessionTimeout({ timers: clock, idleTimeoutMs: 10 });
    timeout.setIdleTimeout(0);
    timeout.touch();
    timeout.dispose();
    clock.advance(100);
    expect(timeout.timedOut.get()).toBe(false);
  });
});

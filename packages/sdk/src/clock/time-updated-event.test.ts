import { describe, expect, it } from 'vitest';
import { timeUpdatedEvent } from './time-updated-event.ts';

const update = {
  eventId: 'AbCdEfGhIjKlMnOpQrSt',
  appId: 'orbit-care-web',
  isTest: true,
  averageLatencyMs: 120,
  clockAdjustmentMs: -6_000,
  internalClockTimeMs: Date.UTC(2026, 0, 1, 12, 0, 0),
  systemClockTimeMs: Date.UTC(2026, 0, 1, 12, 0, 6),
  timeMs: Date.UTC(2026, 0, 1, 12, 0, 0),
  logicalClock: [1_700_000_000_000, 7] as [number, number],
  usingClock: 'INTERNAL' as const,
};

describe('timeUpdated event', () => {
  it('carries exactly the fields of spec 001 §3', () => {
    expect(timeUpdatedEvent(update)).toEqual({
      averageLatency: 'PT0.12S',
      eventId: 'AbCdEfGhIjKlMnOpQrSt',
      internalClockTime: '2026-01-01T12:00:00.000Z',
      logicalClock: [1_700_000_000_000, 7],
      clockAdjustment: '-PT6S',
      appId: 'orbit-care-web',
      isTest: true,
      usingClock: 'INTERNAL',
      systemClockTime: '2026-01-01T12:00:06.000Z',
      time: '2026-01-01T12:00:00.000Z',
    });
  });

  it('refuses a value outside the schema', () => {
    expect(() => timeUpdatedEvent({ ...update, usingClock: 'ATOMIC' as 'SYSTEM' })).toThrow();
  });
});

import {
  type ClockSource,
  type LogicalClock,
  type TimeUpdatedEvent,
  timeUpdatedEventSchema,
} from '@orbit/domain';
import * as z from 'zod/mini';
import { toIsoDuration } from './iso-duration.ts';

/** The shared schema, refusing any field it does not name. */
const exactTimeUpdatedEventSchema = z.strictObject(timeUpdatedEventSchema.shape);

export interface TimeUpdate {
  eventId: string;
  appId: string;
  isTest: boolean;
  averageLatencyMs: number;
  /** Server-synchronised time minus system time. */
  clockAdjustmentMs: number;
  internalClockTimeMs: number;
  systemClockTimeMs: number;
  /** The time of the clock in use. */
  timeMs: number;
  logicalClock: LogicalClock;
  usingClock: ClockSource;
}

/**
 * The `timeUpdated` event (spec 001 §3) with exactly its fields: latency and adjustment as ISO 8601
 * durations, the three clock readings as ISO 8601 instants. Checked against the shared schema so
 * a listener never receives a malformed event.
 */
export function timeUpdatedEvent(update: TimeUpdate): TimeUpdatedEvent {
  return exactTimeUpdatedEventSchema.parse({
    eventId: update.eventId,
    appId: update.appId,
    isTest: update.isTest,
    averageLatency: toIsoDuration(update.averageLatencyMs),
    clockAdjustment: toIsoDuration(update.clockAdjustmentMs),
    internalClockTime: new Date(update.internalClockTimeMs).toISOString(),
    systemClockTime: new Date(update.systemClockTimeMs).toISOString(),
    time: new Date(update.timeMs).toISOString(),
    logicalClock: update.logicalClock,
    usingClock: update.usingClock,
  });
}

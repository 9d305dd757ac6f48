import * as z from 'zod/mini';

/** `GET time/v1/metronome` answers `{ data: { time } }`, the server's time in epoch milliseconds. */
export const metronomeResponseSchema = z.object({ data: z.object({ time: z.number() }) });
export type MetronomeResponse = z.infer<typeof metronomeResponseSchema>;

export const CLOCK_SOURCES = ['SYSTEM', 'INTERNAL'] as const;
export type ClockSource = (typeof CLOCK_SOURCES)[number];

/** A logical clock: the epoch changes when the clock is reset, the counter ticks within it. */
export const logicalClockSchema = z.tuple([z.number().check(z.int()), z.number().check(z.int())]);
export type LogicalClock = z.infer<typeof logicalClockSchema>;

/** The `timeUpdated` event the clock emits after each synchronisation. */
export const timeUpdatedEventSchema = z.object({
  eventId: z.string(),
  appId: z.string(),
  isTest: z.boolean(),
  /** ISO 8601 durations. */
  averageLatency: z.string(),
  clockAdjustment: z.string(),
  internalClockTime: z.string(),
  systemClockTime: z.string(),
  time: z.string(),
  logicalClock: logicalClockSchema,
  usingClock: z.enum(CLOCK_SOURCES),
});
export type TimeUpdatedEvent = z.infer<typeof timeUpdatedEventSchema>;

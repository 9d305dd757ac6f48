export type { ClientEventInput } from './client-event.ts';
export { EventBuffer, type EventBufferOptions, type FlushTrigger } from './event-buffer.ts';
export type { EventLogger } from './event-logger.ts';
export {
  createPlaybackTelemetry,
  type PlaybackEventInput,
  type PlaybackEventVersion,
  type PlaybackTelemetry,
  type PlaybackTelemetryDeps,
} from './playback-telemetry.ts';
export {
  createUserEvents,
  type QueuedUserEvent,
  type UserEvents,
  type UserEventsDeps,
} from './user-events.ts';

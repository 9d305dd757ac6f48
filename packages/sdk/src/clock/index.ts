export { DEFAULT_MAX_TWO_WAY_LATENCY_MS, TIME_CONFIG_NOT_AVAILABLE } from './clock-settings.ts';
export {
  createLogicalClock,
  formatLogicalClock,
  type LogicalClock,
  type LogicalClockDeps,
  parseLogicalClock,
} from './logical-clock.ts';
export { INVALID_SERVER_TIME } from './server-time.ts';
export {
  type ClockLogger,
  createTimeSync,
  type TimeSync,
  type TimeSyncDeps,
  type TimeUpdatedListener,
} from './time-sync.ts';

/** Where the event buffers report what they could not do; they never throw at their callers. */
export interface EventLogger {
  warn(message: string, error?: unknown): void;
}

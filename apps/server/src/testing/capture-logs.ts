import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../platform/logger.ts';

/** A real pino logger whose JSON lines are kept in memory, to assert what the server logged. */
export function captureLogs(options: { logLevel?: 'info' | 'debug' | 'trace' } = {}): {
  logger: Logger;
  lines: () => Record<string, unknown>[];
  /** Everything logged, as written. */
  text: () => string;
} {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ logLevel: options.logLevel ?? 'info' }, sink);
  return {
    logger,
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

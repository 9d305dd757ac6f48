import { pino } from 'pino';
import type { AppConfig } from '../config.ts';

/**
 * The server's one logger (Fastify gets it as `loggerInstance`, so request logs carry the
 * request id). JSON lines on stdout; cookies and auth headers never reach the log.
 */
export function createLogger(
  config: Pick<AppConfig, 'logLevel'>,
  destination?: pino.DestinationStream,
) {
  return pino(
    {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;

const SEVERITY = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
type LevelName = (typeof SEVERITY)[number];

/** The quieter of two levels: a route can log less than the server, never more (nor past `silent`). */
export function quieterLevel(configured: LevelName, routeMinimum: LevelName): LevelName {
  return SEVERITY.indexOf(configured) >= SEVERITY.indexOf(routeMinimum) ? configured : routeMinimum;
}

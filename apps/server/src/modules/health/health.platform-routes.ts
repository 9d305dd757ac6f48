import { serviceErrorBodySchema } from '@orbit/domain';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../platform/errors/database-unavailable.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { quieterLevel } from '../../platform/logger.ts';

const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/**
 * Probes for a process manager or load balancer. Live: the process answers (never touches the
 * database, so a database outage does not get the process restarted). Ready: it can serve,
 * i.e. the database answers. Logged at warn only, so probes do not flood the log.
 */
export function registerHealthRoutes(
  app: App,
  database: Database,
  config: Pick<AppConfig, 'logLevel'>,
): void {
  const logLevel = quieterLevel(config.logLevel, 'warn');
  app.get(
    '/health/live',
    {
      logLevel,
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      logLevel,
      schema: {
        tags: ['health'],
        summary: 'The server can serve requests (its database answers)',
        response: { 200: readySchema, 503: serviceErrorBodySchema },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch (error) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Database ping failed', {
          cause: error,
          retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        });
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
}

import { countryFromHost, LOG_MESSAGE_LIMITS, type LogLevel } from '@orbit/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  lookUpOrBeginCareSession,
  peekCareSession,
} from '../../platform/auth/require-care-session.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { RATE_LIMITS } from '../../platform/rate-limits.ts';
import { buildEnvInfo } from './env-info.ts';
import { saveClientLogMessage } from './log-message-store.ts';

const PINO_LEVEL: Record<LogLevel, 'debug' | 'info' | 'warn' | 'error'> = {
  DEBUG: 'debug',
  INFO: 'info',
  WARN: 'warn',
  ERROR: 'error',
};

/** Care API endpoints of the platform capability: `utility/env-info` and `utility/log-message`. */
export function registerCarePlatformRoutes(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock; startedAt: Date },
): void {
  const { config, db, clock, startedAt } = deps;

  registerCareRoutes(app, deps, 'platform', {
    envInfo: async (request, reply) => {
      const session = await lookUpOrBeginCareSession(request, reply);
      return buildEnvInfo({
        config,
        country: countryFromHost(request.hostname),
        session,
        now: clock(),
        startedAt,
      });
    },
    logMessage: {
      bodyLimit: LOG_MESSAGE_LIMITS.bodyBytes,
      rateLimit: RATE_LIMITS.logMessage(config),
      handler: async (request) => {
        const entry = request.body;
        const session = await peekCareSession(request);
        const id = await saveClientLogMessage(db, entry, {
          requestId: request.id,
          userAgent: request.headers['user-agent'],
          careSessionId: session?.id,
          receivedAt: clock(),
        });
        request.log[PINO_LEVEL[entry.logLevel]](
          {
            clientLog: {
              id,
              url: entry.url,
              referrer: entry.referrer,
              message: entry.message,
              // The failed request the browser reports, to read beside this server's log of it.
              failedRequestId: entry.failedRequestId,
            },
          },
          'client log message',
        );
        return { id };
      },
    },
  });
}

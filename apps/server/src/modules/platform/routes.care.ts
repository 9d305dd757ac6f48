import {
  careErrorBodySchema,
  careSuccessSchema,
  countryFromHost,
  envInfoSchema,
  LOG_MESSAGE_LIMITS,
  type LogLevel,
  logMessageReceiptSchema,
  logMessageSchema,
} from '@orbit/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  peekCareSession,
  resumeOrStartCareSession,
} from '../../platform/auth/require-care-session.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
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

  app.get(
    '/services/utility/env-info',
    {
      schema: {
        tags: ['care platform'],
        summary: 'Server facts for the web app; opens or resumes the care session',
        description:
          'Resumes the session named by the session cookie, or starts one and sets the cookie ' +
          '(HttpOnly, SameSite=Lax). `country` follows the host name; `pvtTime` is the server time.',
        response: { 200: careSuccessSchema(envInfoSchema), 500: careErrorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await resumeOrStartCareSession(request, reply);
      // Session-bearing and time-dependent: never cached by a browser or proxy.
      reply.header('cache-control', 'no-store');
      return careOk(
        buildEnvInfo({
          config,
          country: countryFromHost(request.hostname),
          session,
          now: clock(),
          startedAt,
        }),
      );
    },
  );

  app.post(
    '/services/utility/log-message',
    {
      bodyLimit: LOG_MESSAGE_LIMITS.bodyBytes,
      config: { rateLimit: RATE_LIMITS.logMessage(config) },
      schema: {
        tags: ['care platform'],
        summary: 'Keep a client-side log entry (errors, error-page views, explicit log actions)',
        description:
          'Works with or without a care session (tagged with it when present). Fields longer ' +
          'than their limit are refused, not truncated.',
        body: logMessageSchema,
        response: {
          200: careSuccessSchema(logMessageReceiptSchema),
          400: careErrorBodySchema,
          413: careErrorBodySchema,
          415: careErrorBodySchema,
          429: careErrorBodySchema,
        },
      },
    },
    async (request) => {
      const entry = request.body;
      const session = await peekCareSession(request);
      const id = await saveClientLogMessage(db, entry, {
        requestId: request.id,
        userAgent: request.headers['user-agent'],
        careSessionId: session?.id,
        receivedAt: clock(),
      });
      request.log[PINO_LEVEL[entry.logLevel]](
        { clientLog: { id, url: entry.url, referrer: entry.referrer, message: entry.message } },
        'client log message',
      );
      return careOk({ id });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { sessionCookieOptions } from './session-cookie.ts';
import {
  type CareSession,
  type CareSessionService,
  createCareSessionService,
} from './session-service.ts';
import { createCareSessionStore } from './session-store.ts';

export type CareSessions = {
  service: CareSessionService;
  cookieSecure: boolean;
  cookieOptions: ReturnType<typeof sessionCookieOptions>;
};

declare module 'fastify' {
  interface FastifyInstance {
    careSessions: CareSessions;
  }
  interface FastifyRequest {
    /** Set by requireCareSession (or by env-info) once the caller's session is known. */
    careSession: CareSession | null;
  }
}

/** Makes the care session service reachable from every route and hook (`request.server.careSessions`). */
export function installCareSessions(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: AppConfig },
): void {
  const { idleTimeoutSeconds, absoluteTimeoutSeconds, cookieSecure } = deps.config.session;
  const service = createCareSessionService({
    store: createCareSessionStore(deps.db),
    clock: deps.clock,
    timeouts: { idleTimeoutSeconds, absoluteTimeoutSeconds },
  });
  app.decorate('careSessions', {
    service,
    cookieSecure,
    cookieOptions: sessionCookieOptions({
      secure: cookieSecure,
      maxAgeSeconds: absoluteTimeoutSeconds,
    }),
  });
  app.decorateRequest('careSession', null);
}

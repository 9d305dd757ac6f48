import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { serverKey } from '../auth/server-secrets.ts';
import type { Clock } from '../clock.ts';
import { schedulePurge } from '../scheduled-purge.ts';
import { requireWithinLimit } from '../throttle/require-within-limit.ts';
import { sessionCookieOptions } from './session-cookie.ts';
import {
  type CareSession,
  type CareSessionService,
  createCareSessionService,
} from './session-service.ts';
import { createCareSessionStore } from './session-store.ts';

export type CareSessions = {
  service: CareSessionService;
  /**
   * Counts a new session for a client address and refuses it (429 RATE_LIMIT_EXCEEDED, with
   * Retry-After) past `CARE_SESSION_STARTS_PER_IP_PER_MINUTE`: each one is a row, and a script
   * without cookies could otherwise make thousands.
   */
  countStart(address: string): Promise<void>;
  cookieSecure: boolean;
  cookieOptions: ReturnType<typeof sessionCookieOptions>;
};

declare module 'fastify' {
  interface FastifyInstance {
    careSessions: CareSessions;
  }
  interface FastifyRequest {
    /** Set by requireCareSession once the caller's session is known (and stored). */
    careSession: CareSession | null;
  }
}

const deferralKey = serverKey('care-session-deferral');

/** Makes the care session service reachable from every route and hook (`request.server.careSessions`). */
export function installCareSessions(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: AppConfig },
): void {
  const { idleTimeoutSeconds, absoluteTimeoutSeconds, cookieSecure } = deps.config.session;
  const store = createCareSessionStore(deps.db);
  const service = createCareSessionService({
    store,
    clock: deps.clock,
    timeouts: { idleTimeoutSeconds, absoluteTimeoutSeconds },
    deferralKey: () => deferralKey(deps.db, deps.clock()),
  });
  const { startsPerAddressPerMinute } = deps.config.session;
  const countStart = (address: string) =>
    requireWithinLimit(
      deps.db,
      {
        bucket: 'care-session-start',
        key: address,
        limit: startsPerAddressPerMinute,
        windowSeconds: 60,
      },
      deps.clock(),
    );
  // Sessions nobody comes back to end by themselves; their rows go with the app's purge timer.
  schedulePurge(app, {
    what: 'expired care sessions',
    intervalSeconds: deps.config.expiredRowsPurgeIntervalSeconds,
    purge: (now) => store.purgeExpired(now),
  });
  app.decorate('careSessions', {
    service,
    countStart,
    cookieSecure,
    cookieOptions: sessionCookieOptions({
      secure: cookieSecure,
      maxAgeSeconds: absoluteTimeoutSeconds,
    }),
  });
  app.decorateRequest('careSession', null);
}

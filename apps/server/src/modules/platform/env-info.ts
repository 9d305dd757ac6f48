import type { Country, EnvInfo } from '@orbit/domain';
import type { AppConfig } from '../../config.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';

/** The answer of `GET /services/utility/env-info` for one caller. */
export function buildEnvInfo(input: {
  config: Pick<AppConfig, 'mode' | 'buildTag' | 'session'>;
  country: Country;
  session: CareSession;
  now: Date;
  startedAt: Date;
}): EnvInfo {
  const { config, country, session, now, startedAt } = input;
  return {
    mode: config.mode,
    country,
    buildInfo: {
      tag: config.buildTag,
      pvtTime: now.toISOString(),
      startedAt: startedAt.toISOString(),
    },
    sessionInfo: {
      id: session.id,
      idleTimeout: config.session.idleTimeoutSeconds,
      absoluteTimeout: config.session.absoluteTimeoutSeconds,
      expiresAt: session.expiresAt.toISOString(),
    },
  };
}

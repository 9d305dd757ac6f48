import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { issueHumanCheck } from '../../platform/human-check/index.ts';
import { RATE_LIMITS } from '../../platform/rate-limits.ts';

/** `utility/captcha/new`: a human check for the care calls that ask for one (ADR 024). */
export function registerCareHumanCheckRoutes(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  registerCareRoutes(app, deps, 'humanCheck', {
    newHumanCheck: {
      rateLimit: RATE_LIMITS.humanCheckIssue(deps.config),
      handler: () =>
        issueHumanCheck({ db: deps.db, settings: deps.config.humanCheck }, deps.clock()),
    },
  });
}

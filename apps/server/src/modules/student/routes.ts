import multipart from '@fastify/multipart';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { schedulePurge } from '../../platform/scheduled-purge.ts';
import { swotAcademicDomains } from './academic-domains.ts';
import { purgeStudentCodes } from './purge-student-codes.ts';
import { sendReverifyReminders } from './reverify.ts';
import { registerStudentCareRoutes } from './student.care-routes.ts';
import { registerStudentDevRoutes } from './student.dev-routes.ts';

/**
 * The student capability (issue 17, ADR 065): verification by a school email's code or a
 * reviewed proof of enrolment, the reviewers' queue, re-verification and its eligibility. The
 * multipart parser is registered in its own scope: only the proof upload takes a file.
 */
export function registerStudentCapability(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  void app.register(async (scope) => {
    await scope.register(multipart);
    registerStudentCareRoutes(scope, { ...deps, academicDomains: swotAcademicDomains });
  });
  registerStudentDevRoutes(app, { ...deps, academicDomains: swotAcademicDomains });
  schedulePurge(app, {
    what: 'expired student codes',
    intervalSeconds: deps.config.expiredRowsPurgeIntervalSeconds,
    purge: (now) => purgeStudentCodes(deps.db, now),
  });
  // The re-verify reminders go once a day, from one instance (ADR 074).
  app.scheduler.defineRecurring({
    name: 'student.reverify-reminders',
    intervalSeconds: 24 * 60 * 60,
    catchUp: false,
    run: async ({ now }) => {
      const sent = await sendReverifyReminders({
        ...deps,
        academicDomains: swotAcademicDomains,
        clock: () => now,
      });
      if (sent > 0) app.log.info({ sent }, 'student re-verify reminders sent');
    },
  });
}

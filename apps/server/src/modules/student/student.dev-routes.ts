import { z } from 'zod';
import type { App } from '../../platform/http/app-instance.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { sendReverifyReminders } from './reverify.ts';
import type { StudentDeps } from './student-deps.ts';

const sweepAnswer = z.object({ sent: z.number().int() });

/**
 * Development and test only: runs the re-verify reminder sweep now (the scheduler runs it in
 * production), so a reminder's link can be followed from `/dev/mailbox` to the re-verify page.
 */
export function registerStudentDevRoutes(app: App, deps: StudentDeps): void {
  if (deps.config.mode === 'production') return;
  app.post(
    '/dev/student/reverify-reminders',
    {
      schema: {
        tags: ['dev'],
        summary: 'Send the due student re-verify reminders now (development and test only)',
        description:
          'Runs `sendReverifyReminders`: every verification inside its 30-day re-verify window ' +
          'whose reminder has not gone gets its email (template `student-reverify-reminder`), ' +
          'read at `/dev/mailbox`. Answers how many went.',
        response: { 200: sweepAnswer },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return { sent: await sendReverifyReminders(deps) };
    },
  );
}

import { careStudentReverifyTokenResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_STUDENTS } from '../../db/seed/student-accounts.ts';
import { careCaller, careData, careError } from '../../testing/care-caller.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { mailbox } from '../../testing/identities.ts';
import { signEntryToken } from '../identification/index.ts';
import { swotAcademicDomains } from './academic-domains.ts';
import { sendReverifyReminders } from './reverify.ts';
import { studentSeedTime } from './student.testing.ts';

const TOKEN = '/services/student/re-verify/token';
const { current, expiring, expired } = DEMO_STUDENTS;

describe('the re-verify reminder and its link', () => {
  it('reminds once, 30 days before expiry, with a link that opens the verification', async () => {
    const clock = createFakeClock(await studentSeedTime());
    const caller = await careCaller({ clock });
    const deps = {
      db: caller.db,
      clock: clock.now,
      config: caller.config,
      academicDomains: swotAcademicDomains,
    };
    expect(await sendReverifyReminders(deps)).toBeGreaterThanOrEqual(1);
    const [reminder, ...more] = await mailbox(caller.app, expiring.schoolEmail);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ template: 'student-reverify-reminder', locale: 'en-US' });
    expect(reminder?.text).toContain('Hi Leo, your student verification expires on');
    const tkn = /\/student\/re-verify\?tkn=([A-Za-z0-9._-]+)/.exec(reminder?.text ?? '')?.[1];
    expect(tkn).toBeDefined();
    // Not yet due (current) or too late (expired): no reminder.
    expect(await mailbox(caller.app, current.schoolEmail)).toEqual([]);
    expect(await mailbox(caller.app, expired.schoolEmail)).toEqual([]);

    // A second sweep (the scheduler's next run, or another instance) sends nothing again.
    clock.advanceSeconds(3600);
    await sendReverifyReminders(deps);
    expect(await mailbox(caller.app, expiring.schoolEmail)).toHaveLength(1);

    // The student opens the link later, in a browser of their own.
    await caller.newSession();

    const opened = careData(
      await caller.post(TOKEN, { tkn: tkn ?? '' }),
      careStudentReverifyTokenResultSchema,
    );
    expect(opened).toMatchObject({
      firstName: 'Leo',
      schoolName: 'McGill University',
      state: 'reverify-due',
    });
    expect(opened.maskedEmail).not.toBe(expiring.schoolEmail);
    expect(opened.maskedEmail.endsWith('@mail.mcgill.ca')).toBe(true);
  });

  it('refuses a forged token and a token of another kind', async () => {
    const clock = createFakeClock(await studentSeedTime());
    const caller = await careCaller({ clock });
    careError(await caller.post(TOKEN, { tkn: 'oet1.e30.AAAA' }), 400, 'INVALID_TOKEN');
    const onboarding = await signEntryToken(
      caller.db,
      {
        type: 'ONBOARDING',
        accountNumber: expiring.accountNumber,
        expiresAt: new Date(clock.now().getTime() + 86_400_000),
      },
      clock.now(),
    );
    careError(await caller.post(TOKEN, { tkn: onboarding }), 400, 'INVALID_TOKEN');
  });
});

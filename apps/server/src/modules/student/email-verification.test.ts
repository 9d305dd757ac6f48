import {
  careStudentEmailStartResultSchema,
  careStudentVerificationSchema,
  STUDENT_VERIFICATION_LIMITS,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, studentEmailCodes, studentVerifications } from '../../db/schema/index.ts';
import { careCaller, careData, careError } from '../../testing/care-caller.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { freshClock, latestCode } from '../../testing/identities.ts';
import { purgeStudentCodes } from './purge-student-codes.ts';

const START = '/services/student/verification/email';
const REDEEM = '/services/student/verification/email/redeem';
const student = (email: string) => ({ firstName: 'Avery', lastName: 'Chen', email });

/** A right code that is not the one sent: the sent one with its last digit moved. */
const wrongOf = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

describe('student verification by a school email', () => {
  it('sends a code to a university address and redeems it for a verification valid one year', async () => {
    const clock = freshClock();
    const caller = await careCaller({ clock });
    const started = careData(
      await caller.post(START, student('Avery.Chen@MIT.edu')),
      careStudentEmailStartResultSchema,
    );
    expect(started.schoolName).toBe('Massachusetts Institute of Technology');
    expect(started.attemptsAllowed).toBe(5);
    const code = await latestCode(caller.app, 'avery.chen@mit.edu');

    const verification = careData(
      await caller.post(REDEEM, { email: 'avery.chen@mit.edu', code }),
      careStudentVerificationSchema,
    );
    const now = clock.now();
    const yearLater = new Date(now);
    yearLater.setUTCFullYear(now.getUTCFullYear() + 1);
    expect(verification).toMatchObject({
      firstName: 'Avery',
      lastName: 'Chen',
      email: 'avery.chen@mit.edu',
      schoolName: 'Massachusetts Institute of Technology',
      method: 'EMAIL',
      verifiedAt: now.toISOString(),
      expiresAt: yearLater.toISOString(),
      state: 'current',
    });

    const read = careData(
      await caller.get(`/services/identity/verify-student/${verification.verificationId}`),
      careStudentVerificationSchema,
    );
    expect(read).toEqual(verification);

    // Another browser does not see it: as for an id that does not exist.
    await caller.newSession();
    careError(
      await caller.get(`/services/identity/verify-student/${verification.verificationId}`),
      404,
      'NOT_FOUND',
    );
  });

  it.each(['someone@gmail.com', 'someone@orbitradio.com', 'someone@yahoo.ca'])(
    'refuses %s: not a college or university, and sends nothing',
    async (email) => {
      const caller = await careCaller();
      const refusal = careError(
        await caller.post(START, student(email)),
        400,
        'STUDENT_EMAIL_NOT_ACADEMIC',
      );
      expect(refusal.fieldErrors).toEqual([expect.objectContaining({ fieldName: 'email' })]);
      const sent = await caller.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, email.toLowerCase()));
      expect(sent).toEqual([]);
    },
  );

  it('refuses a code past its ten minutes', async () => {
    const clock = createFakeClock(new Date('2026-05-04T10:00:00.000Z'));
    const caller = await careCaller({ clock });
    careData(
      await caller.post(START, student('late@stanford.edu')),
      careStudentEmailStartResultSchema,
    );
    const code = await latestCode(caller.app, 'late@stanford.edu');
    clock.advanceSeconds(STUDENT_VERIFICATION_LIMITS.codeTtlSeconds);
    careError(await caller.post(REDEEM, { email: 'late@stanford.edu', code }), 410, 'OTP_EXPIRED');
    // A day later the purge deletes it: nothing waits any more.
    clock.advanceSeconds(86_401);
    await purgeStudentCodes(caller.db, clock.now());
    const left = await caller.db
      .select()
      .from(studentEmailCodes)
      .where(eq(studentEmailCodes.emailAddress, 'late@stanford.edu'));
    expect(left).toEqual([]);
  });

  it('counts five wrong tries; the sixth fails even with the right code', async () => {
    const caller = await careCaller();
    careData(
      await caller.post(START, student('guess@utoronto.ca')),
      careStudentEmailStartResultSchema,
    );
    const code = await latestCode(caller.app, 'guess@utoronto.ca');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      careError(
        await caller.post(REDEEM, { email: 'guess@utoronto.ca', code: wrongOf(code) }),
        400,
        'OTP_INVALID',
      );
    }
    careError(
      await caller.post(REDEEM, { email: 'guess@utoronto.ca', code }),
      429,
      'OTP_ATTEMPTS_EXCEEDED',
    );
    const made = await caller.db
      .select()
      .from(studentVerifications)
      .where(eq(studentVerifications.emailAddress, 'guess@utoronto.ca'));
    expect(made).toEqual([]);
  });

  it('makes one verification of racing right answers, and counts racing wrong ones to five', async () => {
    const caller = await careCaller();
    careData(
      await caller.post(START, student('race@ulaval.ca')),
      careStudentEmailStartResultSchema,
    );
    const code = await latestCode(caller.app, 'race@ulaval.ca');
    const wrong = await Promise.all(
      Array.from({ length: 4 }, () =>
        caller.post(REDEEM, { email: 'race@ulaval.ca', code: wrongOf(code) }),
      ),
    );
    expect(wrong.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    const right = await Promise.all(
      Array.from({ length: 3 }, () => caller.post(REDEEM, { email: 'race@ulaval.ca', code })),
    );
    const statuses = right.map((response) => response.statusCode).sort();
    // The fifth attempt is the only one left: one right answer wins, the others find no attempt.
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 404 || status === 429)).toBe(
      true,
    );
    const made = await caller.db
      .select()
      .from(studentVerifications)
      .where(eq(studentVerifications.emailAddress, 'race@ulaval.ca'));
    expect(made).toHaveLength(1);
  });

  it('only the latest code works, and only in the session that asked for it', async () => {
    const caller = await careCaller();
    careData(await caller.post(START, student('twice@mit.edu')), careStudentEmailStartResultSchema);
    const first = await latestCode(caller.app, 'twice@mit.edu');
    careData(await caller.post(START, student('twice@mit.edu')), careStudentEmailStartResultSchema);
    const second = await latestCode(caller.app, 'twice@mit.edu');
    if (first !== second) {
      careError(
        await caller.post(REDEEM, { email: 'twice@mit.edu', code: first }),
        400,
        'OTP_INVALID',
      );
    }
    await caller.newSession();
    careError(
      await caller.post(REDEEM, { email: 'twice@mit.edu', code: second }),
      404,
      'OTP_NOT_FOUND',
    );
  });

  it('asks for a human check past five codes an hour to one address', async () => {
    const caller = await careCaller();
    for (let send = 1; send <= 5; send += 1) {
      careData(
        await caller.post(START, student('flood@mit.edu')),
        careStudentEmailStartResultSchema,
      );
    }
    careError(await caller.post(START, student('flood@mit.edu')), 428, 'CAPTCHA_REQUIRED');
  });
});

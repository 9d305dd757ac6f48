import { careStudentEligibilitySchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_STUDENTS } from '../../db/seed/student-accounts.ts';
import { careCaller, careData, careError } from '../../testing/care-caller.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { studentSeedTime } from './student.testing.ts';

const ELIGIBILITY = '/services/check-eligibility/student';
type Student = (typeof DEMO_STUDENTS)[keyof typeof DEMO_STUDENTS];

async function signedInAs(student: Student) {
  const caller = await careCaller({ clock: createFakeClock(await studentSeedTime()) });
  await caller.signIn(student.handle, student.password);
  return caller;
}

describe('check-eligibility/student', () => {
  it.each([
    [
      'a current verification at full price rolls over',
      DEMO_STUDENTS.current,
      'current',
      'fullPrice',
      'ROLLOVER',
    ],
    [
      'a verification due again during a promo goes offer to offer',
      DEMO_STUDENTS.expiring,
      'reverify-due',
      'promo',
      'OFFER_TO_OFFER',
    ],
    [
      'an expired verification must verify first',
      DEMO_STUDENTS.expired,
      'expired',
      'fullPrice',
      'REVERIFY_FIRST',
    ],
  ] as const)('%s', async (_name, student, verificationState, currentPhase, path) => {
    const caller = await signedInAs(student);
    const answer = careData(
      await caller.post(ELIGIBILITY, {
        subscriptionId: student.subscriptionId,
        verificationId: student.verificationId,
      }),
      careStudentEligibilitySchema,
    );
    expect(answer).toMatchObject({
      subscriptionId: student.subscriptionId,
      subscriptionActive: true,
      verificationState,
      currentPhase,
      path,
    });
  });

  it('answers 404 for another student’s subscription or verification, and 401 to a visitor', async () => {
    const caller = await signedInAs(DEMO_STUDENTS.current);
    careError(
      await caller.post(ELIGIBILITY, {
        subscriptionId: DEMO_STUDENTS.expiring.subscriptionId,
        verificationId: DEMO_STUDENTS.current.verificationId,
      }),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
    careError(
      await caller.post(ELIGIBILITY, {
        subscriptionId: DEMO_STUDENTS.current.subscriptionId,
        verificationId: DEMO_STUDENTS.expiring.verificationId,
      }),
      404,
      'NOT_FOUND',
    );
    await caller.newSession();
    careError(
      await caller.post(ELIGIBILITY, {
        subscriptionId: DEMO_STUDENTS.current.subscriptionId,
        verificationId: DEMO_STUDENTS.current.verificationId,
      }),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
  });
});

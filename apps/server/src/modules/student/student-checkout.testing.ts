import { type CareStudentVerification, careStudentVerificationSchema } from '@orbit/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.ts';
import { latestCode } from '../../testing/identities.ts';

/** Kits for the student checkout's tests (ADR 066): a verification made as the pages make it. */

type Post = (url: string, payload: object) => Promise<LightMyRequestResponse>;

/** Verifies a student by a school email's code on the care session `post` sends on. */
export async function verifiedBySchoolEmail(
  app: App,
  post: Post,
  email: string,
): Promise<CareStudentVerification> {
  const started = await post('/services/student/verification/email', {
    firstName: 'Avery',
    lastName: 'Chen',
    email,
  });
  if (started.statusCode !== 200) throw new Error(started.body);
  const code = await latestCode(app, email.toLowerCase());
  const redeemed = await post('/services/student/verification/email/redeem', { email, code });
  if (redeemed.statusCode !== 200) throw new Error(redeemed.body);
  return careStudentVerificationSchema.parse(JSON.parse(redeemed.body).data);
}

/** The US student plans: the lead (a free month first) or the monthly plan that follows it. */
export const usStudentPlan = (planCode = 'US_STREAM_STUDENT_1MOFREE_MO') => ({
  plans: [{ planCode }],
});

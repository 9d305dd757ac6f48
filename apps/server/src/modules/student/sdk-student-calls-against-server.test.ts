import { createCareRequester, isCareApiError, studentCalls } from '@orbit/sdk';
import { describe, expect, it } from 'vitest';
import { DEMO_STUDENT_REVIEWER } from '../../db/seed/student-accounts.ts';
import { browserWithCareSession } from '../../testing/browser-fetch.ts';
import { freshClock, latestCode } from '../../testing/identities.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TINY_PNG } from './student.testing.ts';

const ORIGIN = 'http://localhost';

/** A browser's student calls: its own cookies, a stored care session. */
async function browserOf(testApp: TestApp) {
  const fetch = await browserWithCareSession(testApp.app, ORIGIN);
  return {
    fetch,
    student: studentCalls(createCareRequester({ baseUrl: `${ORIGIN}/services`, fetch })),
  };
}

describe('student verification through the SDK’s student calls, against the server', () => {
  it('verifies by a school email’s code and reads the verification back', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const { student } = await browserOf(testApp);
    const started = await student.startEmailVerification({
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor.haddad@mit.edu',
      locale: 'fr-CA',
    });
    expect(started.schoolName).toBe('Massachusetts Institute of Technology');
    const code = await latestCode(testApp.app, 'noor.haddad@mit.edu');
    const verification = await student.redeemEmailCode({ email: 'noor.haddad@mit.edu', code });
    await expect(
      student.verifyStudent({ verificationId: verification.verificationId }),
    ).resolves.toEqual(verification);

    const refused = await student
      .startEmailVerification({ firstName: 'Noor', lastName: 'Haddad', email: 'noor@gmail.com' })
      .catch((error: unknown) => error);
    expect(isCareApiError(refused) && refused.errorCode).toBe('STUDENT_EMAIL_NOT_ACADEMIC');
  });

  it('uploads a proof as a form; a reviewer approves it through the same calls', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const { student } = await browserOf(testApp);
    const uploaded = await student.uploadProof({
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor.haddad@orbitradio.test',
      schoolName: 'Austin Community College',
      file: new Blob([TINY_PNG], { type: 'image/png' }),
      fileName: 'student-card.png',
    });
    expect(uploaded.status).toBe('PENDING');

    const desk = await browserOf(testApp);
    const login = await desk.fetch(`${ORIGIN}/services/authenticate/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: { username: DEMO_STUDENT_REVIEWER.handle, password: DEMO_STUDENT_REVIEWER.password },
        keepMeSignedIn: false,
      }),
    });
    expect(login.status).toBe(200);
    const queue = await desk.student.reviewQueue();
    expect(queue.proofs.map((proof) => proof.proofId)).toContain(uploaded.proofId);
    const approved = await desk.student.approveProof({ proofId: uploaded.proofId });
    expect(approved.status).toBe('APPROVED');
    await expect(student.proofStatus({ proofId: uploaded.proofId })).resolves.toEqual(approved);

    const visitorQueue = await student.reviewQueue().catch((error: unknown) => error);
    expect(isCareApiError(visitorQueue) && visitorQueue.status).toBe(401);
  });
});

import { waitingOnOneTimePasswordExtrasSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { identities, pendingSignUps } from '../../db/schema/index.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import { anonymousCaller, freshClock, latestCode } from '../../testing/identities.ts';
import { createTestApp } from '../../testing/test-app.ts';

export const SIGN_UP_V1 = '/identity/v1/identities';
export const SIGN_UP_V2 = '/identity/v2/identities';

/**
 * A test app and a browser (an anonymous session) that signs up and finishes the sign-up with
 * the code from the mailbox, as the SDK does.
 */
export async function signUpKit(env: Record<string, string> = {}) {
  const testApp = await createTestApp({ clock: freshClock(), env });
  const { app } = testApp;
  const browser = async () => {
    const caller = await anonymousCaller(app);
    const post = (url: string, payload: object, host = 'care.orbitradio.com') =>
      app.inject({ method: 'POST', url, headers: { ...caller.headers, host }, payload });
    /** Signs up and expects the one answer sign-up gives: a code is on its way. */
    const signUpWaiting = async (payload: object, url = SIGN_UP_V1, host?: string) => {
      const response = await post(url, payload, host);
      const body = expectRefused(response, 428, 'WAITING_ON_ONE_TIME_PASSWORD_ERROR');
      return { response, extras: waitingOnOneTimePasswordExtrasSchema.parse(body.extras) };
    };
    const redeem = (identityId: string, otp: string) => post('/otp/v1/redeem', { identityId, otp });
    /** Redeems the newest code sent to `emailAddress` and trades its grant for a sign-in. */
    const finish = async (identityId: string, emailAddress: string) => {
      const redeemed = await redeem(identityId, await latestCode(app, emailAddress));
      expect(redeemed.statusCode).toBe(200);
      const signedIn = await post('/identity/v1/authenticate/otp', {
        grant: redeemed.json().grant,
      });
      expect(signedIn.statusCode).toBe(200);
      return signedIn.json() as { identityId: string; grant: string; emailAddress: string };
    };
    return { caller, post, signUpWaiting, redeem, finish };
  };
  /** The sign-ups waiting under a pending identity id, and the identities of an email. */
  const pendingUnder = (pendingIdentityId: string) =>
    testApp.db
      .select()
      .from(pendingSignUps)
      .where(eq(pendingSignUps.pendingIdentityId, pendingIdentityId));
  const identitiesOf = (emailAddress: string) =>
    testApp.db.select().from(identities).where(eq(identities.emailKey, emailAddress.toLowerCase()));
  return { ...testApp, browser, pendingUnder, identitiesOf };
}

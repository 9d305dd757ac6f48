import { careOnboardingMatchesSchema, careUpdateStreamingResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, subscriberAccounts, subscriptions } from '../../db/schema/index.ts';
import { careData, careError } from '../../testing/care-caller.ts';
import { expectOneWinner } from '../../testing/race-outcomes.ts';
import {
  flepzOf,
  onboardingCaller,
  STREAMING_DEVICE,
  STREAMING_FLEPZ,
  UPDATE_STREAMING,
} from './onboarding.testing.ts';

type Caller = Awaited<ReturnType<typeof onboardingCaller>>;

const CREDENTIALS = {
  username: 'caseylistens',
  password: 'Comet-Harbor-93',
  email: 'casey.new@orbitradio.test',
};

async function matchRefOf(caller: Caller, accountNumber: Parameters<typeof flepzOf>[0]) {
  const answer = careData(
    await caller.post(STREAMING_FLEPZ, flepzOf(accountNumber)),
    careOnboardingMatchesSchema,
  );
  const ref = answer.matches[0]?.matchRef;
  if (!ref) throw new Error(`no match for ${accountNumber}`);
  return ref;
}

describe('POST /services/account/onboarding/update-streaming (credential setup)', () => {
  it('refuses a password the policy refuses, on its field, and a username another sign-in uses', async () => {
    const caller = await onboardingCaller();
    const matchRef = await matchRefOf(caller, '10000091');
    const weak = careError(
      await caller.post(UPDATE_STREAMING, { matchRef, ...CREDENTIALS, password: 'short' }),
      400,
      'PASSWORD_POLICY_NOT_MET',
    );
    expect(weak.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'password' }]);
    const personal = careError(
      await caller.post(UPDATE_STREAMING, {
        matchRef,
        ...CREDENTIALS,
        password: 'Casey-Setup-2026',
      }),
      400,
      'PASSWORD_HAS_PERSONAL_DATA',
    );
    expect(personal.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'password' }]);
    careError(
      await caller.post(UPDATE_STREAMING, { matchRef, ...CREDENTIALS, username: 'erinstreams' }),
      409,
      'USERNAME_IN_USE',
    );
    const badEmail = careError(
      await caller.post(UPDATE_STREAMING, { matchRef, ...CREDENTIALS, email: 'not-an-email' }),
      400,
      'INVALID_EMAIL_ERROR',
    );
    expect(badEmail.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'email' }]);
  });

  it('acts only on a match of this care session, never on a radio id alone (BOLA)', async () => {
    const caller = await onboardingCaller();
    const matchRef = await matchRefOf(caller, '10000091');
    careError(
      await caller.post(UPDATE_STREAMING, { radioId: 'ORBF0101', ...CREDENTIALS }),
      403,
      'ONBOARDING_MATCH_REQUIRED',
    );
    await caller.newSession();
    careError(
      await caller.post(UPDATE_STREAMING, { matchRef, ...CREDENTIALS }),
      403,
      'ONBOARDING_MATCH_REQUIRED',
    );
    careError(
      await caller.post(UPDATE_STREAMING, { radioId: 'ORBF0091', ...CREDENTIALS }),
      403,
      'ONBOARDING_MATCH_REQUIRED',
    );
    // A match expires with its 30 minutes.
    const fresh = await matchRefOf(caller, '10000091');
    for (let minutes = 0; minutes < 32; minutes += 8) {
      caller.clock.advanceSeconds(8 * 60);
      await caller.post('/services/authenticate/validate-login', {});
    }
    careError(
      await caller.post(UPDATE_STREAMING, { matchRef: fresh, ...CREDENTIALS }),
      403,
      'ONBOARDING_MATCH_REQUIRED',
    );
  });

  it('needs last name, phone and zip proven after a radio id lookup, then sets up by radio id', async () => {
    const caller = await onboardingCaller();
    await caller.post(STREAMING_DEVICE, { radioId: 'ORBF0101' });
    careError(
      await caller.post(UPDATE_STREAMING, { radioId: 'ORBF0101', ...CREDENTIALS }),
      403,
      'VERIFICATION_REQUIRED',
    );
    const { lastName, phoneNumber, zipCode } = flepzOf('10000101');
    const verified = await caller.post('/services/authenticate/verify-pii-data', {
      lpzVerificationRequest: { lastName, phoneNumber, zipCode },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    careData(
      await caller.post(UPDATE_STREAMING, {
        radioId: 'ORBF0101',
        username: 'mialistens',
        password: 'Comet-Harbor-93',
        email: 'mia.new@orbitradio.test',
      }),
      careUpdateStreamingResultSchema,
    );
  });

  it('refuses the ineligible reasons and existing credentials', async () => {
    const caller = await onboardingCaller();
    careError(
      await caller.post(UPDATE_STREAMING, {
        matchRef: await matchRefOf(caller, '10000094'),
        ...CREDENTIALS,
      }),
      409,
      'ONBOARDING_NOT_ELIGIBLE',
    );
    careError(
      await caller.post(UPDATE_STREAMING, {
        matchRef: await matchRefOf(caller, '10000092'),
        ...CREDENTIALS,
      }),
      409,
      'STREAMING_CREDENTIALS_EXIST',
    );
  });

  it('links one sign-in when two requests race on one subscription', async () => {
    const caller = await onboardingCaller();
    const found = careData(
      await caller.post(STREAMING_FLEPZ, flepzOf('10000101')),
      careOnboardingMatchesSchema,
    );
    const matchRef = found.matches.find((match) => match.radioIdLastFour === '0102')?.matchRef;
    const answers = await Promise.all([
      caller.post(UPDATE_STREAMING, {
        matchRef,
        username: 'miaracer1',
        password: 'Comet-Harbor-93',
        email: 'mia.racer1@orbitradio.test',
      }),
      caller.post(UPDATE_STREAMING, {
        matchRef,
        username: 'miaracer2',
        password: 'Comet-Harbor-93',
        email: 'mia.racer2@orbitradio.test',
      }),
    ]);
    expectOneWinner(answers, ['409 STREAMING_CREDENTIALS_EXIST', '409 USERNAME_IN_USE']);
  });
  it('creates the streaming sign-in of the matched subscription and can take the email to the account', async () => {
    const caller = await onboardingCaller();
    const matchRef = await matchRefOf(caller, '10000091');
    const result = careData(
      await caller.post(UPDATE_STREAMING, {
        matchRef,
        ...CREDENTIALS,
        synchronizeAccountEmail: true,
      }),
      careUpdateStreamingResultSchema,
    );
    expect(result).toEqual({ maskedUsername: 'c******', accountEmailUpdated: true });
    const [subscription] = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, 'sub_seed_onb_orbf0091'));
    const [login] = await caller.db
      .select()
      .from(identities)
      .where(eq(identities.id, subscription?.streamingIdentityId ?? ''));
    expect(login).toMatchObject({
      state: 'STREAMING',
      handle: 'caseylistens',
      accountNumber: null,
    });
    const [account] = await caller.db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, '10000091'));
    expect(account?.email).toBe(CREDENTIALS.email);
    // Set up now: found again (by the new email), it has existing credentials.
    const again = careData(
      await caller.post(STREAMING_FLEPZ, { ...flepzOf('10000091'), email: CREDENTIALS.email }),
      careOnboardingMatchesSchema,
    );
    expect(again.matches[0]).toMatchObject({
      reason: 'existingCredentials',
      maskedUsername: 'c******',
    });
    careError(
      await caller.post(UPDATE_STREAMING, { matchRef, ...CREDENTIALS, username: 'caseyagain' }),
      409,
      'STREAMING_CREDENTIALS_EXIST',
    );
  });
});

import {
  careCreateStreamingPasswordResultSchema,
  careCreateStreamingTrialResultSchema,
  careFreeListenPromoResultSchema,
  careStreamingResetTokenResultSchema,
  careTenFootRegisterResultSchema,
} from '@orbit/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { CA_HOST, careData, careError } from '../../testing/care-caller.ts';
import { outcomesOf } from '../../testing/race-outcomes.ts';
import { onboardingCaller } from './onboarding.testing.ts';

const PROMO = '/services/offers/free-listen-promo';
const TRIAL = '/services/account/prospect/create-streaming-trial';
const CHECK = '/services/account/prospect/streaming-password-reset-token';
const CREATE = '/services/account/prospect/create-streaming-password';
const REGISTER = '/services/10footdevice/register';

type Caller = Awaited<ReturnType<typeof onboardingCaller>>;

async function lastMessageTo(caller: Caller, recipient: string) {
  const [message] = await caller.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return message;
}

async function resetTokenSentTo(caller: Caller, recipient: string): Promise<string> {
  const message = await lastMessageTo(caller, recipient);
  const token = /resetToken=([A-Za-z0-9_%-]+)/.exec(message?.bodyText ?? '')?.[1];
  if (!token) throw new Error(`no create-password link sent to ${recipient}`);
  return decodeURIComponent(token);
}

describe('POST /services/offers/free-listen-promo', () => {
  it('says what a free-listen code gives, and that others are not one', async () => {
    const caller = await onboardingCaller();
    expect(
      careData(
        await caller.post(PROMO, { promoCode: 'freelisten30' }),
        careFreeListenPromoResultSchema,
      ),
    ).toEqual({
      promoCode: 'FREELISTEN30',
      freeListen: true,
      days: 30,
      planCode: 'US_STREAM_PLAT_MO',
      planName: 'Streaming Platinum — Monthly',
    });
    expect(
      careData(
        await caller.post(PROMO, { promoCode: 'NOSUCHCODE' }),
        careFreeListenPromoResultSchema,
      ),
    ).toEqual({
      promoCode: 'NOSUCHCODE',
      freeListen: false,
      days: null,
      planCode: null,
      planName: null,
    });
    // The Canadian code is not one on the US site.
    const canadian = await caller.post(PROMO, { promoCode: 'ECOUTELIBRE30' });
    expect(careData(canadian, careFreeListenPromoResultSchema).freeListen).toBe(false);
    careError(await caller.post(PROMO, { promoCode: 'FREELISTENOLD' }), 400, 'OFFER_EXPIRED');
  });

  it('answers the Canadian code on the Canadian site', async () => {
    const caller = await onboardingCaller({ host: CA_HOST });
    const answer = careData(
      await caller.post(PROMO, { promoCode: 'ECOUTELIBRE30' }),
      careFreeListenPromoResultSchema,
    );
    expect(answer).toMatchObject({ freeListen: true, days: 30, planCode: 'CA_STREAM_PLAT_MO' });
  });
});

describe('free-listen prospects: trial, create-password link, password', () => {
  it('gives a trial with no card, mails the link, and the password then signs in', async () => {
    const caller = await onboardingCaller();
    const email = 'new.listener@orbitradio.test';
    const trial = careData(
      await caller.post(TRIAL, { email, promoCode: 'FREELISTEN30' }),
      careCreateStreamingTrialResultSchema,
    );
    expect(trial).toEqual({ emailSent: true, maskedEmail: 'n******@orbitradio.test', days: 30 });
    const message = await lastMessageTo(caller, email);
    expect(message?.template).toBe('streaming-prospect-create-password');
    const resetToken = await resetTokenSentTo(caller, email);

    const checked = careData(
      await caller.post(CHECK, { resetToken }),
      careStreamingResetTokenResultSchema,
    );
    expect(checked).toMatchObject({
      resetKey: resetToken,
      maskedEmail: 'n******@orbitradio.test',
      planName: 'Streaming Platinum — Monthly',
    });
    const weak = careError(
      await caller.post(CREATE, { newPassword: 'short' }),
      400,
      'PASSWORD_POLICY_NOT_MET',
    );
    expect(weak.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'newPassword' }]);
    // No resetKey: the link this session checked.
    expect(
      careData(
        await caller.post(CREATE, { newPassword: 'Comet-Harbor-93' }),
        careCreateStreamingPasswordResultSchema,
      ),
    ).toEqual({ maskedEmail: 'n******@orbitradio.test' });
    // Single use.
    careError(
      await caller.post(CREATE, { newPassword: 'Comet-Harbor-94', resetKey: resetToken }),
      400,
      'INVALID_PASSWORD_RESET_TOKEN',
    );
    careError(await caller.post(CHECK, { resetToken }), 400, 'INVALID_PASSWORD_RESET_TOKEN');
    // The prospect now signs in: a wrong password is refused, the right one gets to the code.
    careError(
      await caller.post(REGISTER, {
        activationCode: 'BCDF-GHJK',
        username: email,
        password: 'Wrong-Pass-11',
      }),
      400,
      'INVALID_ACTIVATION_CODE',
    );
  });

  it('answers the same for an email that already signs in, and mails it a sign-in note instead', async () => {
    const caller = await onboardingCaller();
    const existing = 'erin.existing@orbitradio.test';
    const fresh = 'someone.new@orbitradio.test';
    const answers = [
      careData(
        await caller.post(TRIAL, { email: existing, promoCode: 'FREELISTEN30' }),
        careCreateStreamingTrialResultSchema,
      ),
      careData(
        await caller.post(TRIAL, { email: fresh, promoCode: 'FREELISTEN30' }),
        careCreateStreamingTrialResultSchema,
      ),
    ];
    expect(answers.map(({ emailSent, days }) => ({ emailSent, days }))).toEqual([
      { emailSent: true, days: 30 },
      { emailSent: true, days: 30 },
    ]);
    expect((await lastMessageTo(caller, existing))?.template).toBe(
      'streaming-prospect-already-signed-up',
    );
    expect((await lastMessageTo(caller, existing))?.bodyText).not.toContain('resetToken=');
  });

  it('refuses a code that is not a free-listen promo and an email that cannot be one', async () => {
    const caller = await onboardingCaller();
    careError(
      await caller.post(TRIAL, { email: 'a.b@orbitradio.test', promoCode: 'NOSUCHCODE' }),
      400,
      'INVALID_OFFER_DATA',
    );
    careError(
      await caller.post(TRIAL, { email: 'a.b@orbitradio.test', promoCode: 'FREELISTENOLD' }),
      400,
      'OFFER_EXPIRED',
    );
    const bad = careError(
      await caller.post(TRIAL, { email: 'not-an-email', promoCode: 'FREELISTEN30' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(bad.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'email' }]);
  });

  it('refuses an unknown link and one past its seven days', async () => {
    const caller = await onboardingCaller();
    careError(
      await caller.post(CHECK, { resetToken: 'resetKey_nothing' }),
      400,
      'INVALID_PASSWORD_RESET_TOKEN',
    );
    careError(
      await caller.post(CREATE, { newPassword: 'Comet-Harbor-93' }),
      400,
      'INVALID_PASSWORD_RESET_TOKEN',
    );
    const email = 'slow.listener@orbitradio.test';
    await caller.post(TRIAL, { email, promoCode: 'FREELISTEN30' });
    const resetToken = await resetTokenSentTo(caller, email);
    caller.clock.advanceSeconds(8 * 86_400);
    await caller.newSession();
    careError(await caller.post(CHECK, { resetToken }), 400, 'EXPIRED_PASSWORD_RESET_TOKEN');
    careError(
      await caller.post(CREATE, { newPassword: 'Comet-Harbor-93', resetKey: resetToken }),
      400,
      'EXPIRED_PASSWORD_RESET_TOKEN',
    );
  });

  it('lets one of two racing requests use a link', async () => {
    const caller = await onboardingCaller();
    const email = 'racing.listener@orbitradio.test';
    await caller.post(TRIAL, { email, promoCode: 'FREELISTEN30' });
    const resetKey = await resetTokenSentTo(caller, email);
    const answers = await Promise.all([
      caller.post(CREATE, { newPassword: 'Comet-Harbor-93', resetKey }),
      caller.post(CREATE, { newPassword: 'Comet-Harbor-94', resetKey }),
    ]);
    expect(outcomesOf(answers).sort()).toEqual(['400 INVALID_PASSWORD_RESET_TOKEN', 'ok']);
    const sent = await caller.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, email),
          eq(outboxMessages.template, 'streaming-prospect-create-password'),
        ),
      );
    expect(sent).toHaveLength(1);
  });
});

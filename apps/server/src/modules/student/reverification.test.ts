import {
  careQuoteResultSchema,
  careStudentEligibilitySchema,
  careStudentVerificationSchema,
  purchaseResultSchema,
} from '@orbit/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  sandboxGatewayCharges,
  studentVerifications,
  subscriptionPhases,
} from '../../db/schema/index.ts';
import { DEMO_STUDENTS } from '../../db/seed/student-accounts.ts';
import { type CareCaller, careCaller, careData, careError } from '../../testing/care-caller.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { latestCode, mailbox } from '../../testing/identities.ts';
import { storedCareSession } from '../../testing/stored-care-session.ts';
import { newTransactionId } from '../checkout/orders/checkout.testing.ts';
import { swotAcademicDomains } from './academic-domains.ts';
import { sendReverifyReminders } from './reverify.ts';
import { studentSeedTime } from './student.testing.ts';

const RENEW = '/services/student/re-verify';
const ROLLOVER = '/services/purchase/student-rollover';
const OFFER_TO_OFFER = '/services/purchase/offer2offer';
const ELIGIBILITY = '/services/check-eligibility/student';
const { rollover, expiring, expired, current, trial } = DEMO_STUDENTS;
type Student = (typeof DEMO_STUDENTS)[keyof typeof DEMO_STUDENTS];

/** The student's reminder goes (the sweep), and its link's token is read from the email. */
async function reminderTokenOf(caller: CareCaller, student: Student): Promise<string> {
  await sendReverifyReminders({
    db: caller.db,
    clock: caller.clock.now,
    config: caller.config,
    academicDomains: swotAcademicDomains,
  });
  const [reminder] = await mailbox(caller.app, student.schoolEmail);
  const tkn = /\/student\/re-verify\?tkn=([A-Za-z0-9._-]+)/.exec(reminder?.text ?? '')?.[1];
  if (!tkn) throw new Error(`no re-verify link for ${student.schoolEmail}`);
  return tkn;
}

/** A new verification by the school email's code, on the caller's session. */
async function verifyByEmail(
  caller: CareCaller,
  who: { firstName: string; lastName: string; email: string },
) {
  const started = await caller.post('/services/student/verification/email', who);
  expect(started.statusCode, started.body).toBe(200);
  const code = await latestCode(caller.app, who.email);
  return careData(
    await caller.post('/services/student/verification/email/redeem', { email: who.email, code }),
    careStudentVerificationSchema,
  );
}

/** Signed in as the student, the re-verify link opened and renewed by a new school email code. */
async function reverified(student: Student) {
  const clock = createFakeClock(await studentSeedTime());
  const caller = await careCaller({ clock, ownDatabase: true });
  const tkn = await reminderTokenOf(caller, student);
  await caller.signIn(student.handle, student.password);
  // A minute later, the student follows the link.
  clock.advanceSeconds(60);
  const renewal = await verifyByEmail(caller, {
    firstName: student.firstName,
    lastName: student.lastName,
    email: student.schoolEmail,
  });
  const renewed = careData(
    await caller.post(RENEW, { tkn, verificationId: renewal.verificationId }),
    careStudentVerificationSchema,
  );
  return { caller, clock, tkn, renewed };
}

/** What `check-eligibility/student` answers the caller for the subscription and verification. */
const eligibilityOf = async (caller: CareCaller, subscriptionId: string, verificationId: string) =>
  careData(
    await caller.post(ELIGIBILITY, { subscriptionId, verificationId }),
    careStudentEligibilitySchema,
  );

const chargesOf = (caller: CareCaller) =>
  caller.db.select().from(sandboxGatewayCharges).orderBy(asc(sandboxGatewayCharges.createdAt));

const futurePhasesOf = (caller: CareCaller, subscriptionId: string) =>
  caller.db
    .select()
    .from(subscriptionPhases)
    .where(
      and(
        eq(subscriptionPhases.subscriptionId, subscriptionId),
        gt(subscriptionPhases.startsAt, caller.clock.now()),
      ),
    );

describe('student re-verification (ADR 067)', () => {
  it('renews the link’s verification with a new one a year from now, once', async () => {
    const { caller, clock, tkn, renewed } = await reverified(rollover);
    const yearLater = new Date(clock.now());
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
    expect(renewed).toMatchObject({
      firstName: rollover.firstName,
      email: rollover.schoolEmail,
      state: 'current',
      expiresAt: yearLater.toISOString(),
    });
    const [earlier] = await caller.db
      .select()
      .from(studentVerifications)
      .where(eq(studentVerifications.id, rollover.verificationId));
    expect(earlier?.reverifiedById).toBe(renewed.verificationId);

    // The same pair again (a retry) answers the same; another new verification is refused.
    const again = careData(
      await caller.post(RENEW, { tkn, verificationId: renewed.verificationId }),
      careStudentVerificationSchema,
    );
    expect(again.verificationId).toBe(renewed.verificationId);
    clock.advanceSeconds(60);
    const second = await verifyByEmail(caller, {
      firstName: rollover.firstName,
      lastName: rollover.lastName,
      email: rollover.schoolEmail,
    });
    careError(
      await caller.post(RENEW, { tkn, verificationId: second.verificationId }),
      409,
      'STUDENT_ALREADY_REVERIFIED',
    );
  });

  it('refuses another student’s verification, an unknown one and a forged link', async () => {
    const clock = createFakeClock(await studentSeedTime());
    const caller = await careCaller({ clock, ownDatabase: true });
    const tkn = await reminderTokenOf(caller, rollover);
    clock.advanceSeconds(60);
    const someoneElse = await verifyByEmail(caller, {
      firstName: 'Avery',
      lastName: 'Chen',
      email: 'avery.chen@mit.edu',
    });
    careError(
      await caller.post(RENEW, { tkn, verificationId: someoneElse.verificationId }),
      409,
      'STUDENT_NOT_SAME_STUDENT',
    );
    // Another's verification proves nothing about this caller: refused as none (the pass).
    careError(
      await caller.post(RENEW, { tkn, verificationId: current.verificationId }),
      403,
      'STUDENT_VERIFICATION_REQUIRED',
    );
    careError(
      await caller.post(RENEW, {
        tkn: 'oet1.e30.AAAA',
        verificationId: someoneElse.verificationId,
      }),
      400,
      'INVALID_TOKEN',
    );
  });

  it('rolls a full-price plan to the student plan at its next renewal, nothing charged, once', async () => {
    const { caller, renewed } = await reverified(rollover);
    const eligibility = await eligibilityOf(
      caller,
      rollover.subscriptionId,
      renewed.verificationId,
    );
    expect(eligibility).toMatchObject({ verificationState: 'current', path: 'ROLLOVER' });

    const chargesBefore = await chargesOf(caller);
    const transactionId = newTransactionId();
    const body = {
      subscriptionId: rollover.subscriptionId,
      verificationId: renewed.verificationId,
      transactionId,
    };
    const rolled = await caller.post(ROLLOVER, body, { 'idempotency-key': transactionId });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const answer = careData(rolled, purchaseResultSchema);
    expect(answer.amountCharged.amountMinor).toBe(0);
    // Nothing taken today: at most the card on file checked for a zero amount.
    const taken = (await chargesOf(caller)).slice(chargesBefore.length);
    expect(taken.map((charge) => charge.amountMinor)).toEqual([0]);
    const scheduled = await futurePhasesOf(caller, rollover.subscriptionId);
    expect(scheduled.map((phase) => [phase.offerId, phase.priceMinor])).toEqual([
      ['US_STREAM_STUDENT_MO', 499],
    ]);

    // Asked again under another key (a second tab): the same change, nothing more written.
    const nextKey = newTransactionId();
    const again = careData(
      await caller.post(
        ROLLOVER,
        { ...body, transactionId: nextKey },
        { 'idempotency-key': nextKey },
      ),
      purchaseResultSchema,
    );
    expect(again.orderId).toBe(answer.orderId);
    expect((await chargesOf(caller)).length).toBe(chargesBefore.length + 1);
    expect(await futurePhasesOf(caller, rollover.subscriptionId)).toEqual(scheduled);
  });

  it('follows a trial with the student plan: the path says rollover and offer-to-offer agrees', async () => {
    const { caller, renewed } = await reverified(trial);
    const eligibility = await eligibilityOf(caller, trial.subscriptionId, renewed.verificationId);
    expect(eligibility).toMatchObject({ currentPhase: 'trial', path: 'ROLLOVER' });

    // Offer-to-offer may not replace the trial at once (the same rule the path read).
    const refusedKey = newTransactionId();
    careError(
      await caller.post(
        OFFER_TO_OFFER,
        {
          subscriptionId: trial.subscriptionId,
          plans: [{ planCode: 'US_STREAM_STUDENT_MO' }],
          transactionId: refusedKey,
          verificationId: renewed.verificationId,
        },
        { 'idempotency-key': refusedKey },
      ),
      400,
      'INVALID_PAYLOAD',
    );

    // The rollover the path names works: the student plan from the trial's end, nothing charged.
    const [trialPhase] = await caller.db
      .select()
      .from(subscriptionPhases)
      .where(
        and(
          eq(subscriptionPhases.subscriptionId, trial.subscriptionId),
          eq(subscriptionPhases.phase, 'trial'),
        ),
      );
    const trialEnds = trialPhase?.endsAt;
    if (!trialEnds) throw new Error('the demo trial has no end');
    const chargesBefore = await chargesOf(caller);
    const transactionId = newTransactionId();
    const rolled = await caller.post(
      ROLLOVER,
      {
        subscriptionId: trial.subscriptionId,
        verificationId: renewed.verificationId,
        transactionId,
      },
      { 'idempotency-key': transactionId },
    );
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(careData(rolled, purchaseResultSchema).amountCharged.amountMinor).toBe(0);
    const taken = (await chargesOf(caller)).slice(chargesBefore.length);
    expect(taken.every((charge) => charge.amountMinor === 0)).toBe(true);
    const scheduled = await futurePhasesOf(caller, trial.subscriptionId);
    expect(
      scheduled.map((phase) => [phase.offerId, phase.priceMinor, phase.startsAt.getTime()]),
    ).toEqual([['US_STREAM_STUDENT_MO', 499, trialEnds.getTime()]]);
  });

  it('acts by the re-verify link alone, on its own student’s subscription only', async () => {
    const clock = createFakeClock(await studentSeedTime());
    const caller = await careCaller({ clock, ownDatabase: true });
    const tkn = await reminderTokenOf(caller, rollover);
    clock.advanceSeconds(60);
    // Never signed in: the link and a new school email code.
    const renewal = await verifyByEmail(caller, {
      firstName: rollover.firstName,
      lastName: rollover.lastName,
      email: rollover.schoolEmail,
    });
    const rollOver = (subscriptionId: string, verificationId: string, cookie?: object) => {
      const transactionId = newTransactionId();
      return caller.post(
        ROLLOVER,
        { subscriptionId, verificationId, transactionId },
        { 'idempotency-key': transactionId, ...cookie },
      );
    };
    // A verification alone acts on nothing.
    careError(
      await rollOver(rollover.subscriptionId, renewal.verificationId),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
    careData(
      await caller.post(RENEW, { tkn, verificationId: renewal.verificationId }),
      careStudentVerificationSchema,
    );
    const eligibility = await eligibilityOf(
      caller,
      rollover.subscriptionId,
      renewal.verificationId,
    );
    expect(eligibility.path).toBe('ROLLOVER');
    // BOLA: another student's subscription is unknown to this link.
    careError(
      await rollOver(current.subscriptionId, renewal.verificationId),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
    // Forgery: another session holding the renewal's id has no link, no account, no pass.
    const stranger = await storedCareSession(caller.app, caller.host);
    careError(
      await rollOver(rollover.subscriptionId, renewal.verificationId, stranger.cookie),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
    // The link's own subscription rolls over on the card on file, nothing charged today.
    const rolled = await rollOver(rollover.subscriptionId, renewal.verificationId);
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(careData(rolled, purchaseResultSchema).amountCharged.amountMinor).toBe(0);
    expect(
      (await futurePhasesOf(caller, rollover.subscriptionId)).map((phase) => phase.offerId),
    ).toEqual(['US_STREAM_STUDENT_MO']);
  });

  it('rolls over only with a current verification of this student', async () => {
    const clock = createFakeClock(await studentSeedTime());
    const caller = await careCaller({ clock, ownDatabase: true });
    await caller.signIn(expired.handle, expired.password);
    const rollOver = (verificationId: string) => {
      const transactionId = newTransactionId();
      return caller.post(
        ROLLOVER,
        { subscriptionId: expired.subscriptionId, verificationId, transactionId },
        { 'idempotency-key': transactionId },
      );
    };
    careError(await rollOver(expired.verificationId), 403, 'STUDENT_VERIFICATION_REQUIRED');
    // Another student's verification proves nothing about this one: refused as none.
    careError(await rollOver(current.verificationId), 403, 'STUDENT_VERIFICATION_REQUIRED');
    expect(await futurePhasesOf(caller, expired.subscriptionId)).toEqual([]);
  });
});

describe('student offer to offer (ADR 067)', () => {
  /** Leo (a promo running), re-verified, with the student plan's preview. */
  async function previewed() {
    const { caller, renewed } = await reverified(expiring);
    const quote = careData(
      await caller.post('/services/quotes/quote', {
        subscriptionId: expiring.subscriptionId,
        planCodes: [{ planCode: 'US_STREAM_STUDENT_MO' }],
        verificationId: renewed.verificationId,
        serviceAddress: {
          streetAddress: '77 Massachusetts Ave',
          city: 'Cambridge',
          state: 'MA',
          postalCode: '02139',
          country: 'US',
        },
      }),
      careQuoteResultSchema,
    );
    const quoteId = quote.planChange?.quoteId;
    if (!quoteId) throw new Error('no plan-change preview');
    const switchBody = (transactionId: string, extra: object = {}) => ({
      subscriptionId: expiring.subscriptionId,
      plans: [{ planCode: 'US_STREAM_STUDENT_MO' }],
      transactionId,
      quoteId,
      verificationId: renewed.verificationId,
      ...extra,
    });
    const offerToOffer = (body: { transactionId: string }) =>
      caller.post(OFFER_TO_OFFER, body, { 'idempotency-key': body.transactionId });
    return { caller, quote, switchBody, offerToOffer };
  }

  it('replaces the running promotion at once, charged exactly the preview, once', async () => {
    const { caller, quote, switchBody, offerToOffer } = await previewed();
    expect(quote.planChange?.timing).toBe('NOW');
    const chargesBefore = await chargesOf(caller);
    const body = switchBody(newTransactionId());
    const switched = await offerToOffer(body);
    expect(switched.statusCode, switched.body).toBe(200);
    const answer = careData(switched, purchaseResultSchema);
    expect(answer.amountCharged).toEqual(quote.currentQuote.currentBalance);
    const replay = await offerToOffer(body);
    expect(replay.body).toBe(switched.body);
    const charged = (await chargesOf(caller)).slice(chargesBefore.length);
    // The promotion's unused days credited at its price, the student plan's charged: one
    // charge of exactly the previewed balance (a zero-amount check of the card when they match).
    expect(charged.map((charge) => charge.amountMinor)).toEqual([
      quote.currentQuote.currentBalance.amountMinor,
    ]);
  });

  it('charges once when two switches race with other keys', async () => {
    const { caller, quote, switchBody, offerToOffer } = await previewed();
    const chargesBefore = await chargesOf(caller);
    const [first, second] = await Promise.all([
      offerToOffer(switchBody(newTransactionId())),
      offerToOffer(switchBody(newTransactionId())),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const charged = (await chargesOf(caller)).slice(chargesBefore.length);
    expect(charged.length).toBeLessThanOrEqual(1);
    const winner = careData(first.statusCode === 200 ? first : second, purchaseResultSchema);
    expect(winner.amountCharged).toEqual(quote.currentQuote.currentBalance);
  });

  it('needs the student’s current verification for the student plan', async () => {
    const { switchBody, offerToOffer } = await previewed();
    careError(
      await offerToOffer(switchBody(newTransactionId(), { verificationId: undefined })),
      403,
      'STUDENT_VERIFICATION_REQUIRED',
    );
    careError(
      await offerToOffer(
        switchBody(newTransactionId(), { verificationId: current.verificationId }),
      ),
      403,
      'STUDENT_VERIFICATION_REQUIRED',
    );
  });
});

import { careOffersResultSchema, careQuoteResultSchema, purchaseResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, studentVerifications, studentVerificationUses } from '../../db/schema/index.ts';
import { succeedingCardNumber, tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { careCaller, careData, careError } from '../../testing/care-caller.ts';
import { fileCounter } from '../../testing/file-counter.ts';
import { freshClock } from '../../testing/identities.ts';
import { expectOneWinner } from '../../testing/race-outcomes.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { countedCheckout, newAccountBody } from '../checkout/orders/checkout.testing.ts';
import { usStudentPlan, verifiedBySchoolEmail } from './student-checkout.testing.ts';

const OFFERS = '/services/offers';
const QUOTE = '/services/quotes/quote';
const NEW_ACCOUNT = '/services/purchase/new-account';
const planCodes = (result: { offers: { planCode: string }[] }) =>
  result.offers.map((offer) => offer.planCode);
const schools = fileCounter();
const schoolEmail = () => `avery.${schools.next()}.${Date.now()}@mit.edu`;

const quoteOf = (planCode: string, verificationId?: string) => ({
  planCodes: [{ planCode }],
  serviceAddress: {
    streetAddress: '',
    city: 'New York',
    state: 'NY',
    postalCode: '10022',
    country: 'US',
  },
  ...(verificationId ? { verificationId } : {}),
});

describe('student offers', () => {
  it('answers the student plans to the student pages only: the flag and a student code', async () => {
    const caller = await careCaller();
    const student = careData(
      await caller.post(OFFERS, { streaming: true, programCode: 'usstudent', student: true }),
      careOffersResultSchema,
    );
    expect(planCodes(student)).toEqual(['US_STREAM_STUDENT_1MOFREE_MO', 'US_STREAM_STUDENT_MO']);
    expect(student.leadPlanCode).toBe('US_STREAM_STUDENT_1MOFREE_MO');
    expect(student.offers.every((offer) => offer.fallbackReason === null)).toBe(true);

    // Without the flag the student code is none of the organic allow-list's.
    const plain = careData(
      await caller.post(OFFERS, { streaming: true, programCode: 'USSTUDENT' }),
      careOffersResultSchema,
    );
    expect(planCodes(plain)).not.toContain('US_STREAM_STUDENT_1MOFREE_MO');
    expect(plain.offers.every((offer) => offer.fallbackReason === 'NOT_FOUND')).toBe(true);

    // With the flag, an organic code opens nothing of its own.
    const organic = careData(
      await caller.post(OFFERS, { streaming: true, programCode: 'USTPSRTP3MO99', student: true }),
      careOffersResultSchema,
    );
    expect(organic.offers.every((offer) => offer.fallbackReason === 'NOT_FOUND')).toBe(true);
  });
});

describe('a student plan needs a current verification of the caller', () => {
  it('quotes it only with the caller’s own verification', async () => {
    const caller = await careCaller();
    const refused = careError(
      await caller.post(QUOTE, quoteOf('US_STREAM_STUDENT_MO')),
      403,
      'STUDENT_VERIFICATION_REQUIRED',
    );
    expect(refused.fieldErrors).toEqual([expect.objectContaining({ fieldName: 'verificationId' })]);
    careError(
      await caller.post(
        QUOTE,
        quoteOf('US_STREAM_STUDENT_MO', 'stv_0123456789abcdef0123456789abcdef'),
      ),
      403,
      'STUDENT_VERIFICATION_REQUIRED',
    );

    const verification = await verifiedBySchoolEmail(caller.app, caller.post, schoolEmail());
    const quote = careData(
      await caller.post(QUOTE, quoteOf('US_STREAM_STUDENT_MO', verification.verificationId)),
      careQuoteResultSchema,
    );
    expect(quote.currentQuote.totalAmount.amountMinor).toBeGreaterThan(499);

    // Another browser cannot quote with it.
    await caller.newSession();
    careError(
      await caller.post(QUOTE, quoteOf('US_STREAM_STUDENT_MO', verification.verificationId)),
      403,
      'STUDENT_VERIFICATION_REQUIRED',
    );
  });

  it('refuses a verification past its year, and leaves other plans alone', async () => {
    const clock = freshClock();
    const caller = await careCaller({ clock });
    const verification = await verifiedBySchoolEmail(caller.app, caller.post, schoolEmail());
    careData(
      await caller.post(QUOTE, quoteOf('US_STREAM_PLAT_MO', verification.verificationId)),
      careQuoteResultSchema,
    );
    // A year on (the care session would have ended: the row is dated back instead).
    await caller.db
      .update(studentVerifications)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(studentVerifications.id, verification.verificationId));
    careError(
      await caller.post(QUOTE, quoteOf('US_STREAM_STUDENT_MO', verification.verificationId)),
      403,
      'STUDENT_VERIFICATION_REQUIRED',
    );
  });

  it('buys the student plan as a new account; the order records the verification; a second purchase with it is refused uncharged', async () => {
    const caller = await careCaller();
    const verification = await verifiedBySchoolEmail(caller.app, caller.post, schoolEmail());
    const token = await tokenizeCard(caller.app, succeedingCardNumber(schools.next()));

    const without = newAccountBody(token, { ...usStudentPlan() });
    careError(
      await caller.post(NEW_ACCOUNT, without, {
        'idempotency-key': without.paymentInfo.transactionId,
      }),
      403,
      'STUDENT_VERIFICATION_REQUIRED',
    );

    const body = newAccountBody(token, {
      ...usStudentPlan(),
      verificationId: verification.verificationId,
    });
    const bought = careData(
      await caller.post(NEW_ACCOUNT, body, { 'idempotency-key': body.paymentInfo.transactionId }),
      purchaseResultSchema,
    );
    const [order] = await caller.db
      .select()
      .from(orders)
      .where(eq(orders.studentVerificationId, verification.verificationId));
    expect(order).toMatchObject({ status: 'confirmed', planCode: 'US_STREAM_STUDENT_1MOFREE_MO' });
    expect(bought.accountNumber).toBeTruthy();

    const again = newAccountBody(
      await tokenizeCard(caller.app, succeedingCardNumber(schools.next())),
      {
        ...usStudentPlan(),
        verificationId: verification.verificationId,
      },
    );
    careError(
      await caller.post(NEW_ACCOUNT, again, { 'idempotency-key': again.paymentInfo.transactionId }),
      409,
      'STUDENT_VERIFICATION_ALREADY_USED',
    );
  });
});

describe('one verification, one student subscription', () => {
  it('10 purchases at once with one verification, each its own email and card: 1 subscription, 1 charge', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const checkout = await countedCheckout(testApp);
    const verification = await verifiedBySchoolEmail(
      checkout.app,
      (url, payload) => checkout.post(url, payload, `student-${schools.next()}`),
      schoolEmail(),
    );
    const bodies = await Promise.all(
      Array.from({ length: 10 }, async () =>
        newAccountBody(await tokenizeCard(checkout.app, succeedingCardNumber(schools.next())), {
          ...usStudentPlan('US_STREAM_STUDENT_MO'),
          verificationId: verification.verificationId,
        }),
      ),
    );
    const answers = await checkout.race(NEW_ACCOUNT, bodies);
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 STUDENT_VERIFICATION_ALREADY_USED']);
    const uses = await testApp.db
      .select()
      .from(studentVerificationUses)
      .where(eq(studentVerificationUses.verificationId, verification.verificationId));
    expect(uses).toHaveLength(1);
    const ordered = await testApp.db
      .select()
      .from(orders)
      .where(eq(orders.studentVerificationId, verification.verificationId));
    expect(ordered.filter((order) => order.status === 'confirmed')).toEqual([
      expect.objectContaining({ id: uses[0]?.orderId }),
    ]);
    // Decided holding the verification: the others were refused before any charge.
    expect(checkout.charges).toHaveLength(1);
    expect(checkout.refunds).toEqual([]);
  });
});

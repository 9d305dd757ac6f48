import {
  careAccountConsolidateResultSchema,
  careAcscOffersResultSchema,
  careSuccessSchema,
  currentPaidPeriodOf,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceRemovals, radios, subscriberAccounts } from '../../../db/schema/index.ts';
import { TRANSFER_CUSTOMERS } from '../../../db/seed/transfer-accounts.ts';
import { expectOneWinner, outcomesOf } from '../../../testing/race-outcomes.ts';
import {
  acscOf,
  acscQuoteOf,
  continuityOf,
  TRANSFER_PATHS,
  transferPayment,
  transferSetUp,
} from './transfer.testing.ts';

const { newCar, consolidatedNoFollowOn } = TRANSFER_CUSTOMERS;
const OLD = newCar.selfPay.radioId;
const TRIAL = newCar.trial.radioId;

const consolidatedOf = (response: { json(): unknown }) =>
  careSuccessSchema(careAccountConsolidateResultSchema).parse(response.json()).data;
const radioAccountOf = async (kit: Awaited<ReturnType<typeof transferSetUp>>, radioId: string) =>
  (await kit.db.select().from(radios).where(eq(radios.radioId, radioId)))[0]?.accountNumber;

describe('service continuity and portability: the self-pay plan moves onto the new car’s radio', () => {
  it('SERVICE_CONTINUITY by the link: the term moves exactly, the trial ends, the old radio is closed', async () => {
    const kit = await transferSetUp();
    // An account no sign-in owns yet (the link is how its holder comes): the thanks page may
    // offer one.
    await kit.db
      .update(subscriberAccounts)
      .set({ ownerIdentityId: null })
      .where(eq(subscriberAccounts.accountNumber, newCar.accountNumber));
    const link = await kit.byLink(newCar.accountNumber, TRIAL);
    const before = await kit.storedSubscription(newCar.selfPay.subscriptionId);
    const periodBefore = before && currentPaidPeriodOf(before.phases, kit.clock.now());

    const offered = careSuccessSchema(careAcscOffersResultSchema).parse(
      (
        await link.post(TRANSFER_PATHS.offers, {
          trialRadioId: TRIAL,
          selfPayRadioId: OLD,
          accountConsolidation: false,
        })
      ).json(),
    ).data;
    expect(offered.offers).toEqual([]);
    const quoted = await link.post(TRANSFER_PATHS.quote, {
      transactionType: 'SERVICE_CONTINUITY',
      selfPayRadioId: OLD,
      trialRadioId: TRIAL,
      followOnPlanCodes: [],
      paymentType: 'creditCard',
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = acscQuoteOf(quoted);
    expect(quote).toMatchObject({
      transactionType: 'SERVICE_CONTINUITY',
      oldRadioAfter: 'closed',
      currentQuote: { totalAmount: { amountMinor: 0 } },
    });
    expect(quote.transfer).toEqual(offered.movingPlan);
    // The legacy name quotes the same continuity (a quote of its own, the same statement).
    const legacy = acscQuoteOf(
      await link.post('/services/quotes/continuous-service-quote', {
        selfPayRadioId: OLD,
        trialRadioId: TRIAL,
      }),
    );
    expect(legacy).toMatchObject({
      transactionType: 'SERVICE_CONTINUITY',
      oldRadioAfter: 'closed',
      transfer: quote.transfer,
    });
    expect((quote.transfer?.remainingDays ?? 0) + 265).toBe(quote.transfer?.ofDays);

    const { key, paymentInfo } = transferPayment();
    const moved = await link.post(
      TRANSFER_PATHS.continuity,
      {
        transactionType: 'SERVICE_CONTINUITY',
        trialRadioId: TRIAL,
        selfPayRadioId: OLD,
        quoteId: quote.quoteId,
        paymentInfo,
      },
      key,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const result = continuityOf(moved);
    expect(result).toMatchObject({
      transactionType: 'SERVICE_CONTINUITY',
      subscriptionId: newCar.selfPay.subscriptionId,
      newRadioIdLastFour: '0162',
      oldRadioIdLastFour: '0161',
      oldRadioAfter: 'closed',
      endedTrialSubscriptionId: newCar.trial.subscriptionId,
      amountCharged: { amountMinor: 0 },
      accountNumber: newCar.accountNumber,
      isEligibleForRegistration: true,
    });
    expect(result.transfer).toEqual(quote.transfer);
    // The move on this care session is what lets its thanks page offer the sign-in (ADR 051).
    const offer = await link.post('/services/account/registration-offer', {
      accountNumber: newCar.accountNumber,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json()).toMatchObject({ data: { offered: true } });
    const elsewhere = await (await kit.session()).post('/services/account/registration-offer', {
      accountNumber: newCar.accountNumber,
    });
    expect(elsewhere.json()).toMatchObject({ data: { offered: false } });

    const after = await kit.storedSubscription(newCar.selfPay.subscriptionId);
    expect(after?.radioId).toBe(TRIAL);
    expect(after && currentPaidPeriodOf(after.phases, kit.clock.now())).toEqual(periodBefore);
    const trial = await kit.storedSubscription(newCar.trial.subscriptionId);
    expect(trial?.status).toBe('Closed');
    expect(await radioAccountOf(kit, TRIAL)).toBe(newCar.accountNumber);
    expect(await radioAccountOf(kit, OLD)).toBeNull();
    const removal = await kit.db
      .select()
      .from(deviceRemovals)
      .where(eq(deviceRemovals.radioId, OLD));
    expect(removal.map((row) => row.reason)).toEqual(['VEHICLE_SOLD_OR_TRADED']);
    // The link now finds nothing left to do: the new car's radio has no trial.
    expect(acscOf(await link.post(TRANSFER_PATHS.acsc, {})).identificationResult).toBe(
      'NO_TRIAL_RADIO_ID',
    );
  });

  it('SERVICE_PORTABILITY by the signed-in owner keeps the old radio on the account, inactive', async () => {
    const kit = await transferSetUp();
    const owner = await kit.signedIn(newCar);
    const quote = acscQuoteOf(
      await owner.post(TRANSFER_PATHS.quote, {
        transactionType: 'SERVICE_PORTABILITY',
        selfPayRadioId: OLD,
        trialRadioId: TRIAL,
        followOnPlanCodes: [],
      }),
    );
    expect(quote.oldRadioAfter).toBe('inactive');
    const { key, paymentInfo } = transferPayment();
    const body = {
      transactionType: 'SERVICE_PORTABILITY',
      trialRadioId: TRIAL,
      selfPayRadioId: OLD,
      quoteId: quote.quoteId,
      paymentInfo,
    };
    const moved = await owner.post(TRANSFER_PATHS.continuity, body, key);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(continuityOf(moved).oldRadioAfter).toBe('inactive');
    expect(await radioAccountOf(kit, OLD)).toBe(newCar.accountNumber);
    expect(await radioAccountOf(kit, TRIAL)).toBe(newCar.accountNumber);
    // Sent again with the same key: the same answer.
    expect((await owner.post(TRANSFER_PATHS.continuity, body, key)).json()).toEqual(moved.json());
  });

  it('refuses a follow-on with a move, a trial with no trial, and a plan that cannot move', async () => {
    const kit = await transferSetUp();
    const owner = await kit.signedIn(newCar);
    const asked = (body: object) =>
      owner.post(TRANSFER_PATHS.quote, {
        transactionType: 'SERVICE_CONTINUITY',
        trialRadioId: TRIAL,
        followOnPlanCodes: [],
        ...body,
      });
    expect(outcomesOf([await asked({})])).toEqual(['400 INVALID_PAYLOAD']);
    expect(
      outcomesOf([await asked({ selfPayRadioId: OLD, followOnPlanCodes: ['US_SAT_AA_MO'] })]),
    ).toEqual(['400 INVALID_PAYLOAD']);
    // The self-pay radio itself as the trial radio: on the account, but no trial runs on it.
    expect(outcomesOf([await asked({ selfPayRadioId: OLD, trialRadioId: OLD })])).toEqual([
      '409 TRIAL_RADIO_NOT_ELIGIBLE',
    ]);
    // Another customer's trial radio: as one that does not exist.
    expect(
      outcomesOf([
        await asked({ selfPayRadioId: OLD, trialRadioId: consolidatedNoFollowOn.trial.radioId }),
      ]),
    ).toEqual(['404 DEVICE_NOT_FOUND']);
  });

  it('of two moves of the same plan at once (continuity and portability), one wins', async () => {
    const kit = await transferSetUp();
    const owner = await kit.signedIn(newCar);
    const quoteOf = async (transactionType: string) =>
      acscQuoteOf(
        await owner.post(TRANSFER_PATHS.quote, {
          transactionType,
          selfPayRadioId: OLD,
          trialRadioId: TRIAL,
          followOnPlanCodes: [],
        }),
      ).quoteId;
    const quotes = [await quoteOf('SERVICE_CONTINUITY'), await quoteOf('SERVICE_PORTABILITY')];
    const answers = await Promise.all(
      (['SERVICE_CONTINUITY', 'SERVICE_PORTABILITY'] as const).map((transactionType, index) => {
        const { key, paymentInfo } = transferPayment();
        return owner.post(
          TRANSFER_PATHS.continuity,
          {
            transactionType,
            trialRadioId: TRIAL,
            selfPayRadioId: OLD,
            quoteId: quotes[index],
            paymentInfo,
          },
          key,
        );
      }),
    );
    expectOneWinner(answers, [
      '409 PAYMENT_IN_PROGRESS',
      '409 SUBSCRIPTION_CHANGED',
      '409 TRIAL_RADIO_NOT_ELIGIBLE',
    ]);
    expect((await kit.storedSubscription(newCar.selfPay.subscriptionId))?.radioId).toBe(TRIAL);
  });
});

describe('account consolidation: the trial radio joins the account, its trial running on', () => {
  it('consolidates with a follow-on billed at the trial’s end as quoted, nothing charged today', async () => {
    const kit = await transferSetUp();
    const link = await kit.byLink(newCar.accountNumber, TRIAL);
    const offers = careSuccessSchema(careAcscOffersResultSchema).parse(
      (
        await link.post(TRANSFER_PATHS.offers, { trialRadioId: TRIAL, accountConsolidation: true })
      ).json(),
    ).data.offers;
    expect(offers.map((offer) => offer.planCode)).toContain('US_SAT_AA_MO');
    const quote = acscQuoteOf(
      await link.post(TRANSFER_PATHS.quote, {
        transactionType: 'ACCOUNT_CONSOLIDATION',
        trialRadioId: TRIAL,
        followOnPlanCodes: ['US_SAT_AA_MO'],
        paymentType: 'creditCard',
      }),
    );
    expect(quote.currentQuote.totalAmount.amountMinor).toBe(0);
    const trialEnd = (await kit.storedSubscription(newCar.trial.subscriptionId))?.phases[0]?.endsAt;
    expect(quote.trialEndsOn).toBe(trialEnd?.toISOString().slice(0, 10));
    expect(quote.futureQuote?.details[0]).toMatchObject({
      planCode: 'US_SAT_AA_MO',
      startDate: quote.trialEndsOn,
    });

    const { key, paymentInfo } = transferPayment();
    const done = await link.post(
      TRANSFER_PATHS.consolidate,
      {
        trialRadioId: TRIAL,
        quoteId: quote.quoteId,
        followOnPlanCodes: ['US_SAT_AA_MO'],
        paymentType: 'creditCard',
        paymentInfo,
      },
      key,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(consolidatedOf(done)).toMatchObject({
      subscriptionId: newCar.trial.subscriptionId,
      hasFollowOn: true,
      followOnPlanCode: 'US_SAT_AA_MO',
      amountCharged: { amountMinor: 0 },
      trialEndsOn: quote.trialEndsOn,
    });
    const trial = await kit.storedSubscription(newCar.trial.subscriptionId);
    expect(trial?.accountNumber).toBe(newCar.accountNumber);
    expect(
      trial?.phases.map((phase) => [phase.phase, phase.startsAt.toISOString().slice(0, 10)]),
    ).toEqual([
      ['trial', trial?.phases[0]?.startsAt.toISOString().slice(0, 10)],
      ['fullPrice', quote.trialEndsOn],
    ]);
    expect(trial?.phases[1]?.priceMinor).toBe(
      quote.futureQuote?.details[0]?.priceAmount.amountMinor,
    );
    expect(await radioAccountOf(kit, TRIAL)).toBe(newCar.accountNumber);
    // The self-pay plan stayed where it was; the link now says "consolidated".
    expect((await kit.storedSubscription(newCar.selfPay.subscriptionId))?.radioId).toBe(OLD);
    expect(acscOf(await link.post(TRANSFER_PATHS.acsc, {})).identificationResult).toBe(
      'TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON',
    );
  });

  it('consolidates without a follow-on, and answers the same again', async () => {
    const kit = await transferSetUp();
    const owner = await kit.signedIn(consolidatedNoFollowOn);
    const first = transferPayment();
    const again = await owner.post(
      TRANSFER_PATHS.consolidate,
      { trialRadioId: consolidatedNoFollowOn.trial.radioId, paymentInfo: first.paymentInfo },
      first.key,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(consolidatedOf(again)).toMatchObject({ hasFollowOn: false, followOnPlanCode: null });
    const stranger = await kit.signedIn(newCar);
    const second = transferPayment();
    const taken = await stranger.post(
      TRANSFER_PATHS.consolidate,
      { trialRadioId: consolidatedNoFollowOn.trial.radioId, paymentInfo: second.paymentInfo },
      second.key,
    );
    expect(outcomesOf([taken])).toEqual(['404 DEVICE_NOT_FOUND']);
  });
});

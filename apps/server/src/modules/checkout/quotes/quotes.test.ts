import {
  careCaptchaCheckResultSchema,
  careQuoteResultSchema,
  careSuccessSchema,
  orderQuoteSchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/index.ts';
import {
  CA_HOST,
  type CareCaller,
  careCaller,
  careData,
  careError,
} from '../../../testing/care-caller.ts';
import {
  followTrialSetUp,
  quoteOf,
  refusalOf,
  resultOf,
  TRIAL_SUBSCRIPTION,
} from '../orders/follow-trial.testing.ts';

const address = (state: string, postalCode: string, country: 'US' | 'CA' = 'US') => ({
  streetAddress: '',
  city: 'Somewhere',
  state,
  postalCode,
  country,
});
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const cad = (amountMinor: number) => ({ amountMinor, currency: 'CAD' });

describe('POST /services/quotes/quote', () => {
  it('quotes a streaming promo in Texas with MRF and sales tax, and the months after', async () => {
    const caller = await careCaller();
    const quote = careData(
      await caller.post('/services/quotes/quote', {
        planCodes: [{ planCode: 'US_STREAM_PLAT_6MO5_MO' }],
        serviceAddress: address('TX', '78701'),
      }),
      orderQuoteSchema,
    );
    // 5.00 + MRF 1.07 = 6.07; TX 6.25% = 0.379375 → 0.38.
    expect(quote.currentQuote).toMatchObject({
      fees: [{ code: 'MRF', amount: usd(107) }],
      taxes: [{ code: 'SALES', amount: usd(38) }],
      totalAmount: usd(645),
    });
    expect(quote.promoRenewalQuote?.totalAmount).toEqual(usd(645));
    // 14.99 + MRF 3.21 = 18.20; tax 1.1375 → 1.14.
    expect(quote.renewalQuote?.totalAmount).toEqual(usd(1934));
  });

  it('quotes the same plan without tax in a state that does not tax it (Oregon)', async () => {
    const caller = await careCaller();
    const quote = careData(
      await caller.post('/services/quotes/quote', {
        planCodes: [{ planCode: 'US_STREAM_PLAT_6MO5_MO' }],
        serviceAddress: address('OR', '97201'),
      }),
      orderQuoteSchema,
    );
    expect(quote.currentQuote.taxes).toEqual([]);
    expect(quote.currentQuote.totalAmount).toEqual(usd(607));
  });

  it('quotes Quebec with GST and QST in Canadian dollars', async () => {
    const caller = await careCaller({ host: CA_HOST });
    const quote = careData(
      await caller.post('/services/quotes/quote', {
        planCodes: [{ planCode: 'CA_SAT_AA_6MO5_MO' }],
        serviceAddress: address('qc', 'H3B 1A6', 'CA'),
      }),
      orderQuoteSchema,
    );
    // 5.00: GST 0.25, QST 0.49875 → 0.50.
    expect(quote.currentQuote).toMatchObject({
      currency: 'CAD',
      fees: [],
      taxes: [
        { code: 'GST', ratePpm: 50_000, amount: cad(25) },
        { code: 'QST', ratePpm: 99_750, amount: cad(50) },
      ],
      totalAmount: cad(575),
    });
    // Ontario: HST 13% instead.
    const ontario = careData(
      await caller.post('/services/quotes/quote', {
        planCodes: [{ planCode: 'CA_SAT_AA_6MO5_MO' }],
        serviceAddress: address('ON', 'K1A 0B1', 'CA'),
      }),
      orderQuoteSchema,
    );
    expect(ontario.currentQuote.taxes).toMatchObject([{ code: 'HST', amount: cad(65) }]);
  });

  it('names the package in the language asked for, else in the market default', async () => {
    const caller = await careCaller({ host: CA_HOST });
    const quoteIn = async (locale?: 'fr-CA' | 'en-CA') =>
      careData(
        await caller.post('/services/quotes/quote', {
          planCodes: [{ planCode: 'CA_SAT_AA_6MO5_MO' }],
          serviceAddress: address('QC', 'H3B 1A6', 'CA'),
          ...(locale ? { locale } : {}),
        }),
        orderQuoteSchema,
      ).currentQuote.details[0]?.packageName;
    const french = await quoteIn('fr-CA');
    const english = await quoteIn('en-CA');
    expect(french).not.toBe(english);
    expect(await quoteIn()).toBe(english);
  });

  it("refuses an offer of the other market, a state or postal code not of the address's country", async () => {
    const caller = await careCaller();
    const foreign = careError(
      await caller.post('/services/quotes/quote', {
        planCodes: [{ planCode: 'CA_SAT_AA_6MO5_MO' }],
        serviceAddress: address('TX', '78701'),
      }),
      404,
      'OFFER_NOT_FOUND',
    );
    expect(foreign.fieldErrors).toEqual([
      { errorCode: 'INVALID', fieldName: 'planCodes.0.planCode' },
    ]);
    const state = careError(
      await caller.post('/services/quotes/quote', {
        planCodes: [{ planCode: 'US_SAT_AA_MO' }],
        serviceAddress: address('QC', '78701'),
      }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(state.fieldErrors).toEqual([
      { errorCode: 'INVALID', fieldName: 'serviceAddress.state' },
    ]);
    const postal = careError(
      await caller.post('/services/quotes/quote', {
        planCodes: [{ planCode: 'US_SAT_AA_MO' }],
        serviceAddress: address('TX', 'H3B 1A6'),
      }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(postal.fieldErrors).toEqual([
      { errorCode: 'INVALID', fieldName: 'serviceAddress.postalCode' },
    ]);
  });

  it('checks a promo code sent with the quote, and a subscription id', async () => {
    const caller = await careCaller();
    const ok = await caller.post('/services/quotes/quote', {
      planCodes: [{ planCode: 'US_STREAM_ESS_3MOFREE_MO' }],
      serviceAddress: address('TX', '78701'),
      marketingPromoCode: 'stream3free',
    });
    expect(ok.statusCode).toBe(200);
    const other = careError(
      await caller.post('/services/quotes/quote', {
        planCodes: [{ planCode: 'US_STREAM_PLAT_MO' }],
        serviceAddress: address('TX', '78701'),
        marketingPromoCode: 'STREAM3FREE',
      }),
      400,
      'INVALID_OFFER_DATA',
    );
    expect(other.fieldErrors).toEqual([
      { errorCode: 'INELIGIBLE_PROMO_CODE', fieldName: 'marketingPromoCode' },
    ]);
    careError(
      await caller.post('/services/quotes/quote', {
        planCodes: [{ planCode: 'US_STREAM_PLAT_MO' }],
        serviceAddress: address('TX', '78701'),
        marketingPromoCode: 'SPRING2026',
      }),
      400,
      'INVALID_OFFER_DATA',
    );
    // A subscription is the caller's own trial (see below): nobody signed in or identified → 401.
    careError(
      await caller.post('/services/quotes/quote', {
        planCodes: [{ planCode: 'US_STREAM_PLAT_MO' }],
        serviceAddress: address('TX', '78701'),
        subscriptionId: 'sub_nope',
      }),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
  });
});

describe('POST /services/quotes/quote for the paid plan following a trial', () => {
  const EMAIL_LOOKUP = '/services/identity/customer/email';
  const VERIFY = '/services/authenticate/verify-pii-data';
  /** The trial's account holder (Jordan Rivera, 10000001), as the streaming checkout asks. */
  const OWNER_LPZ = { lastName: 'Rivera', phoneNumber: '5125550101', zipCode: '78701' };
  const AUSTIN = address('TX', '78701');
  const quoteBody = (named: { subscriptionId?: string; deviceRef?: string }) => ({
    planCodes: [{ planCode: 'US_SAT_AA_MO' }],
    serviceAddress: AUSTIN,
    ...named,
  });

  it('prices a trial named by subscriptionId from its end, as change-subscription charges it', async () => {
    const { post, findRadio, bodyFor, change } = await followTrialSetUp();
    // The same trial found by its radio: the deviceRef quote already priced from the trial's end.
    const byRadio = quoteOf(
      await post(
        '/services/quotes/quote',
        quoteBody({ deviceRef: (await findRadio('ORBT0004')).deviceRef }),
      ),
    );

    await post(EMAIL_LOOKUP, { email: 'owner@orbitradio.test' });
    // Knowing the email is not enough to be quoted on its trial.
    expect(
      refusalOf(
        await post('/services/quotes/quote', quoteBody({ subscriptionId: TRIAL_SUBSCRIPTION })),
      ),
    ).toMatchObject({ status: 403, code: 'VERIFICATION_REQUIRED' });
    expect((await post(VERIFY, { lpzVerificationRequest: OWNER_LPZ })).statusCode).toBe(200);

    const quote = quoteOf(
      await post('/services/quotes/quote', quoteBody({ subscriptionId: TRIAL_SUBSCRIPTION })),
    );
    // Nothing today; the first month (All Access 22.99 + MRF 4.92 + TX 1.74) when the trial ends.
    expect(quote.currentQuote.totalAmount).toEqual(usd(0));
    expect(quote.futureQuote?.details[0]).toMatchObject({ startDate: '2027-01-20' });
    expect(quote.futureQuote?.totalAmount).toEqual(usd(2965));
    expect(quote).toEqual(byRadio);

    const response = await change(await bodyFor({ subscriptionId: TRIAL_SUBSCRIPTION }));
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response).amountCharged).toEqual(quote.currentQuote.currentBalance);
  });

  it('quotes the signed-in owner’s trial the same way, and no one else’s', async () => {
    const { post, signInAsOwner } = await followTrialSetUp({ writes: false });
    const owner = await signInAsOwner();
    const quote = quoteOf(
      await post(
        '/services/quotes/quote',
        quoteBody({ subscriptionId: TRIAL_SUBSCRIPTION }),
        undefined,
        owner,
      ),
    );
    expect(quote.currentQuote.totalAmount).toEqual(usd(0));
    expect(quote.futureQuote?.details[0]?.startDate).toBe('2027-01-20');
    // Another account's subscription, or one that does not exist: the same 404.
    for (const subscriptionId of ['sub_seed_suspended_0006', 'sub_nope']) {
      expect(
        refusalOf(
          await post('/services/quotes/quote', quoteBody({ subscriptionId }), undefined, owner),
        ),
      ).toMatchObject({ status: 404, code: 'SUBSCRIPTION_NOT_FOUND' });
    }
    // A running paid plan has no trial to follow: its quote is a change of its plan (ADR 030).
    const change = careSuccessSchema(careQuoteResultSchema).parse(
      (
        await post(
          '/services/quotes/quote',
          quoteBody({ subscriptionId: 'sub_seed_active_0003' }),
          undefined,
          owner,
        )
      ).json(),
    ).data;
    expect(change.planChange).toMatchObject({
      subscriptionId: 'sub_seed_active_0003',
      fromPlanCode: 'US_SAT_PLAT_MO',
      toPlanCode: 'US_SAT_AA_MO',
    });
  });
});

let ordersMade = 0;

async function failedOrders(caller: CareCaller, count: number, ageSeconds = 0) {
  const sessionId = (await caller.get('/services/utility/env-info')).json().data.sessionInfo
    .id as string;
  const now = new Date(caller.clock.now().getTime() - ageSeconds * 1000);
  await caller.db.insert(orders).values(
    Array.from({ length: count }, (_, index) => ({
      id: `ord_test_failed_${ordersMade + index}`,
      kind: 'newSubscription',
      status: 'failed',
      careSessionId: sessionId,
      planCode: 'US_STREAM_PLAT_MO',
      currency: 'USD',
      totalMinor: 1820,
      quote: {},
      customer: {},
      failureCode: 'CARD_DECLINED',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    })),
  );
  ordersMade += count;
}

describe('POST /services/check-eligibility/captcha', () => {
  const check = (caller: CareCaller, planCode = 'US_STREAM_PLAT_MO') =>
    caller.post('/services/check-eligibility/captcha', { planCode });

  it('is NOT_REQUIRED until three purchases failed on this care session within the hour', async () => {
    const caller = await careCaller();
    // Failures older than an hour no longer count.
    await failedOrders(caller, 3, 3601);
    await failedOrders(caller, 2);
    expect(careData(await check(caller), careCaptchaCheckResultSchema)).toEqual({
      status: 'NOT_REQUIRED',
    });
    await failedOrders(caller, 1);
    expect(careData(await check(caller), careCaptchaCheckResultSchema)).toEqual({
      status: 'REQUIRED',
    });
  });

  it("does not count another session's failures, and refuses an unknown plan", async () => {
    const caller = await careCaller();
    await failedOrders(caller, 3);
    await caller.newSession();
    expect(careData(await check(caller), careCaptchaCheckResultSchema).status).toBe('NOT_REQUIRED');
    careError(await check(caller, 'NOPE'), 404, 'OFFER_NOT_FOUND');
    careError(await check(caller, 'CA_STREAM_PLAT_MO'), 404, 'OFFER_NOT_FOUND');
  });
});

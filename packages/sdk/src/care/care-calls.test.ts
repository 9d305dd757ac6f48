import type { PurchaseNewAccountRequest } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careOk, careRefusal, fakeCareClient } from '../testing/fake-care-api.ts';
import { campaign, offersResult, orderQuote, purchaseResult } from './care-fixtures.testing.ts';

describe('catalog calls', () => {
  it('posts the offer requests and reads the offers', async () => {
    const { client, last } = fakeCareClient(() => careOk(offersResult));
    await expect(
      client.getOffers({ streaming: true, programCode: 'USTPSRTP3MOFREE', locale: 'en-US' }),
    ).resolves.toEqual(offersResult);
    expect(last()).toMatchObject({
      url: '/services/offers',
      method: 'POST',
      body: { streaming: true, programCode: 'USTPSRTP3MOFREE', locale: 'en-US' },
    });
    await client.getCustomerOffers({ streaming: true, email: 'a@b.co' });
    expect(last()).toMatchObject({ url: '/services/offers/customer', body: { email: 'a@b.co' } });
  });

  it('validates a promo code and reads the offer info', async () => {
    const info = {
      planCode: 'P1',
      packageId: 'SXM_PLATINUM',
      packageName: 'Platinum',
      serviceType: 'streaming',
      baseTerm: 'Monthly',
      description: null,
      features: ['425+ channels'],
      renewalPrice: { amountMinor: 1099, currency: 'USD' },
      renewalTermMonths: 1,
      legal: null,
    };
    const { client, last } = fakeCareClient((url) =>
      url.endsWith('/info')
        ? careOk({ offers: [info] })
        : careOk({ status: 'valid', planCode: 'P1' }),
    );
    await expect(
      client.validatePromoCode({ marketingPromoCode: 'SPRING', streaming: true }),
    ).resolves.toEqual({ status: 'valid', planCode: 'P1' });
    expect(last()).toMatchObject({ url: '/services/offers/promocode/validate' });
    await expect(
      client.getOfferInfo({ planCodes: [{ planCode: 'P1' }], locale: 'fr-CA' }),
    ).resolves.toEqual({ offers: [info] });
    expect(last()).toMatchObject({
      url: '/services/offers/info',
      body: { planCodes: [{ planCode: 'P1' }], locale: 'fr-CA' },
    });
  });

  it('gets campaign content with the locale, the id encoded into its segment', async () => {
    const { client, last } = fakeCareClient(() => careOk(campaign));
    await client.getCampaign('a/b', 'fr-CA');
    expect(last()).toMatchObject({
      url: '/services/content/campaigns/a%2Fb?locale=fr-CA',
      method: 'GET',
    });
    await client.getConfirmationCampaign('stream_3mo_free', 'en-CA');
    expect(last().url).toBe(
      '/services/content/campaigns/stream_3mo_free/confirmation?locale=en-CA',
    );
  });

  it('asks for every card BIN range and hot-and-trending items', async () => {
    const ranges = [{ name: 'VS', type: 3, priority: 1, regex: '^4' }];
    const { client, last } = fakeCareClient((url) =>
      url.includes('hot-and-trending') ? careOk({ items: [] }) : careOk(ranges),
    );
    await expect(client.getCardBinRanges()).resolves.toEqual(ranges);
    expect(last().body).toEqual({ cardBinType: -1 });
    await expect(client.getHotAndTrending('en-US')).resolves.toEqual({ items: [] });
    expect(last().url).toBe('/services/content/hot-and-trending?locale=en-US');
  });
});

describe('checkout calls', () => {
  it('posts each check to its path', async () => {
    const answers: Record<string, unknown> = {
      '/services/validate/password': {
        valid: false,
        validationErrorKey: 'validation.password.new.dictionaryWords',
        validationErrorFailedWord: 'orbit',
        validationErrorCode: 'PASSWORD_DISALLOWED_WORDS',
        errorPropKey: 'error.purchase.service.invalid.password',
      },
      '/services/identity/customer/email': { streamingSubscriptions: [], trialSubscriptions: [] },
      '/services/validate/customer-info': { ccValidation: { valid: true, prePaidBin: false } },
      '/services/check-eligibility/streaming': { isEligible: true, eligibilityCheckExecuted: true },
      '/services/check-eligibility/captcha': { status: 'NOT_REQUIRED' },
      '/services/quotes/quote': orderQuote,
    };
    const { client, last } = fakeCareClient((url) => careOk(answers[url]));
    expect((await client.validatePassword({ value: 'Orbit-123' })).validationErrorFailedWord).toBe(
      'orbit',
    );
    await client.lookupCustomerEmail({ email: 'a@b.co' });
    expect(last().body).toEqual({ email: 'a@b.co' });
    await client.validateCustomerInfo({ creditCard: { cardToken: 'ctok_1' } });
    expect(last().body).toEqual({ creditCard: { cardToken: 'ctok_1' } });
    await client.checkStreamingEligibility({
      planCode: 'P1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'a@b.co',
      zipCode: '10001',
      cardToken: 'ctok_1',
    });
    await expect(client.checkCaptcha({ planCode: 'P1' })).resolves.toEqual({
      status: 'NOT_REQUIRED',
    });
    await expect(
      client.getQuote({
        planCodes: [{ planCode: 'P1' }],
        serviceAddress: {
          streetAddress: '',
          city: 'NYC',
          state: 'NY',
          postalCode: '10001',
          country: 'US',
        },
      }),
    ).resolves.toEqual(orderQuote);
  });

  it('keeps a call the page handles itself away from the global handler', async () => {
    const { client, last, errors } = fakeCareClient(
      () => new Response(JSON.stringify({}), { status: 404 }),
    );
    await expect(
      client.getCampaign('gone', 'en-US', { skipGlobalHandler: true }),
    ).rejects.toMatchObject({
      status: 404,
      skipGlobalHandler: true,
    });
    expect(last().headers.get('X-Skip-Http-Interceptor')).toBe('true');
    expect(errors).toEqual([]);
  });
});

describe('identity calls', () => {
  it('signs the care session in with the handle and password', async () => {
    const result = {
      accountNum: '10000001',
      identityId: 'idn_1',
      thirdPartyPartnerName: null,
      thirdPartyPartnerType: null,
    };
    const { client, last } = fakeCareClient(() => careOk(result));
    await expect(
      client.login({ token: { username: 'a@b.co', password: 'Comet-Tail-42' } }),
    ).resolves.toEqual(result);
    expect(last()).toMatchObject({
      url: '/services/authenticate/login',
      body: { token: { username: 'a@b.co', password: 'Comet-Tail-42' } },
    });
  });
});

describe('credential recovery calls', () => {
  it('posts the text reset and the username reminder away from the global handler', async () => {
    const { client, last } = fakeCareClient(() => careOk({ sent: true }));
    await expect(
      client.sendPasswordResetText({
        phoneNo: '5125550101',
        username: 'a@b.co',
        langPref: 'en-US',
      }),
    ).resolves.toEqual({ sent: true });
    expect(last()).toMatchObject({
      url: '/services/account/credential-recovery/password/send-text',
      method: 'POST',
      body: { phoneNo: '5125550101', username: 'a@b.co', langPref: 'en-US' },
    });
    expect(last().headers.get('X-Skip-Http-Interceptor')).toBe('true');

    await client.sendUsernameReminder({ email: 'a@b.co', langPref: 'fr-CA' });
    expect(last()).toMatchObject({
      url: '/services/account/credential-recovery/username/send-email',
      body: { email: 'a@b.co', langPref: 'fr-CA' },
    });
    expect(last().headers.get('X-Skip-Http-Interceptor')).toBe('true');
  });
});

describe('streaming prospect token', () => {
  it('posts the token and its type, and reads the email and program code', async () => {
    const result = { email: 'prospect@orbitradio.test', programCode: 'USTPSRTP3MOFREE' };
    const { client, last } = fakeCareClient(() => careOk(result));
    await expect(
      client.streamingProspect(
        { token: 'oet1.abc.def', tokenType: 'STREAMING_WINBACK' },
        { skipGlobalHandler: true },
      ),
    ).resolves.toEqual(result);
    expect(last()).toMatchObject({
      url: '/services/account/token/streaming',
      method: 'POST',
      body: { token: 'oet1.abc.def', tokenType: 'STREAMING_WINBACK' },
    });
    expect(last().headers.get('X-Skip-Http-Interceptor')).toBe('true');
  });

  it('rejects with the INVALID_TOKEN refusal, away from the global handler when asked', async () => {
    const { client, errors } = fakeCareClient(() => careRefusal(400, 'INVALID_TOKEN'));
    await expect(
      client.streamingProspect(
        { token: 'forged', tokenType: 'PROSPECT_USERNAME' },
        { skipGlobalHandler: true },
      ),
    ).rejects.toMatchObject({ status: 400, errorCode: 'INVALID_TOKEN' });
    expect(errors).toEqual([]);
  });
});

describe('purchase calls', () => {
  const order: PurchaseNewAccountRequest = {
    plans: [{ planCode: 'P1' }],
    paymentInfo: {
      useCardOnFile: false,
      paymentType: 'creditCard',
      cardInfo: { cardToken: 'ctok_1', nameOnCard: 'Ada Lovelace' },
      transactionId: 'txn_0123456789',
    },
    serviceAddress: {
      streetAddress: '',
      city: 'New York',
      state: 'NY',
      postalCode: '10001',
      country: 'US',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '2125550100',
      email: 'a@b.co',
    },
    languagePreference: 'en-US',
    agreementAccepted: true,
    streamingInfo: {
      emailAddress: 'a@b.co',
      firstName: 'Ada',
      lastName: 'Lovelace',
      login: 'a@b.co',
      password: 'Comet-Tail-42',
    },
  };

  it('sends the transaction id as the Idempotency-Key of every purchase', async () => {
    const { client, last } = fakeCareClient(() => careOk(purchaseResult, 201));
    await expect(client.purchaseNewAccount(order)).resolves.toEqual(purchaseResult);
    expect(last().url).toBe('/services/purchase/new-account');
    expect(last().headers.get('Idempotency-Key')).toBe('txn_0123456789');
    expect(last().body).toEqual(order);

    await client.purchaseChangeSubscription({ ...order, subscriptionId: 'sub_1' });
    expect(last().url).toBe('/services/purchase/change-subscription');
    expect(last().headers.get('Idempotency-Key')).toBe('txn_0123456789');
    await client.purchaseAddSubscription({
      ...order,
      paymentInfo: { ...order.paymentInfo, transactionId: 'txn_other_1' },
      radioId: '1234ABCD',
    });
    expect(last().url).toBe('/services/purchase/add-subscription');
    expect(last().headers.get('Idempotency-Key')).toBe('txn_other_1');
  });
});

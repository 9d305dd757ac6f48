import { careCustomerInfoResultSchema, careSuccessSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { freshClock } from '../../../testing/identities.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { careCheckout } from '../orders/checkout.testing.ts';

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  const checkout = await careCheckout(testApp.app);
  const check = async (payload: object) => {
    const response = await checkout.post('/services/validate/customer-info', payload);
    expect(response.statusCode, response.body).toBe(200);
    return careSuccessSchema(careCustomerInfoResultSchema).parse(response.json()).data;
  };
  return { ...testApp, ...checkout, check };
}

describe('POST /services/validate/customer-info', () => {
  it('answers only what was asked', async () => {
    const { check } = await setUp();
    expect(await check({})).toEqual({});
    expect(await check({ serviceAddress: { zip: '10022' } })).toEqual({
      addressValidation: {
        confidenceLevel: 'verified',
        status: 'valid',
        correctedAddresses: [
          { addressLine1: '', city: 'New York', state: 'NY', zip: '10022', country: 'US' },
        ],
      },
    });
    expect(
      (await check({ serviceAddress: { zip: '00000' } })).addressValidation?.confidenceLevel,
    ).toBe('none');
  });

  it('checks emails: well-formed, and not an account with streaming running already', async () => {
    const { check } = await setUp();
    const valid = (email: string, streaming = true) => check({ email: { email, streaming } });
    expect(await valid('new.person@orbitradio.test')).toEqual({ emailValidation: { valid: true } });
    expect(await valid('not-an-email')).toEqual({ emailValidation: { valid: false } });
    // Lee Park's account (listener@…) has a streaming plan running.
    expect(await valid('listener@orbitradio.test')).toEqual({ emailValidation: { valid: false } });
    expect(await valid('listener@orbitradio.test', false)).toEqual({
      emailValidation: { valid: true },
    });
  });

  it('checks usernames against every identity’s handle and email', async () => {
    const { check } = await setUp();
    const user = (userName: string) => check({ username: { userName, reuseUserName: true } });
    expect(await user('brand.new@orbitradio.test')).toEqual({
      usernameValidation: { valid: true },
    });
    expect(await user('orbitowner1')).toEqual({ usernameValidation: { valid: false } });
    expect(await user('OWNER@orbitradio.test')).toEqual({ usernameValidation: { valid: false } });
    expect(await user('ab')).toEqual({ usernameValidation: { valid: false } });
  });

  it('checks a card by its token: usable, and prepaid or not', async () => {
    const { app, check } = await setUp();
    const credit = await tokenizeCard(app, '4242424242424242');
    const prepaid = await tokenizeCard(app, '5105105105105100');
    expect(await check({ creditCard: { cardToken: credit } })).toEqual({
      ccValidation: { valid: true, prePaidBin: false },
    });
    expect(await check({ creditCard: { cardToken: prepaid } })).toEqual({
      ccValidation: { valid: true, prePaidBin: true },
    });
    expect(await check({ creditCard: { cardToken: 'ctok_forged' } })).toEqual({
      ccValidation: { valid: false, prePaidBin: false },
    });
  });
});

describe('POST /services/check-eligibility/streaming', () => {
  it('runs the check for offers for new subscribers only, and refuses unknown tokens', async () => {
    const { app, post } = await setUp();
    const cardToken = await tokenizeCard(app, '4242424242424242');
    const ask = (planCode: string, token = cardToken) =>
      post('/services/check-eligibility/streaming', {
        planCode,
        firstName: 'Avery',
        lastName: 'Quinn',
        email: 'never.had.a.trial@orbitradio.test',
        zipCode: '10022',
        cardToken: token,
      });
    expect((await ask('US_STREAM_ESS_3MOFREE_MO')).json().data).toEqual({
      isEligible: true,
      eligibilityCheckExecuted: true,
    });
    expect((await ask('US_STREAM_PLAT_MO')).json().data).toEqual({
      isEligible: true,
      eligibilityCheckExecuted: false,
    });
    const forged = await ask('US_STREAM_ESS_3MOFREE_MO', 'ctok_forged');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.errorCode).toBe('CARD_TOKEN_INVALID');
    expect((await ask('NO_SUCH_PLAN')).statusCode).toBe(404);
  });
});

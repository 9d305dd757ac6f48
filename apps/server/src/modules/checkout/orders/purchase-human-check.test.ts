import { careCaptchaCheckResultSchema, careErrorBodySchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import {
  succeedingCardNumber,
  tokenizeCard,
} from '../../../platform/payments/card-tokens.testing.ts';
import { careData } from '../../../testing/care-caller.ts';
import { captchaRequired, solvedCaptcha } from '../../../testing/human-checks.ts';
import { freshClock } from '../../../testing/identities.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { countedCheckout, newAccountBody } from './checkout.testing.ts';

const NEW_ACCOUNT = '/services/purchase/new-account';
const DECLINED_CARD = '4000000000000002';

/**
 * The checkout's captcha (flows §2.1 steps 4d and 5): after three failed orders in a care session
 * (card testing), an order goes on only with a solved human check, refused before anything is
 * charged. Through the gateway that counts every charge asked of it.
 */
describe('the human check of the checkout', () => {
  it('refuses an order without a proof once three failed, with no charge; with one it is bought', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const checkout = await countedCheckout(testApp);
    const careCall = (url: string, payload: object) => checkout.post(url, payload, 'no-key');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const declined = newAccountBody(await tokenizeCard(checkout.app, DECLINED_CARD));
      const response = await checkout.post(
        NEW_ACCOUNT,
        declined,
        declined.paymentInfo.transactionId,
      );
      expect(careErrorBodySchema.parse(response.json()).error.errorCode).toBe('CARD_DECLINED');
    }
    expect(checkout.charges).toHaveLength(3);
    const status = careData(
      await careCall('/services/check-eligibility/captcha', { planCode: 'US_STREAM_PLAT_MO' }),
      careCaptchaCheckResultSchema,
    );
    expect(status).toEqual({ status: 'REQUIRED' });

    const body = newAccountBody(await tokenizeCard(checkout.app, succeedingCardNumber(7001)));
    const key = body.paymentInfo.transactionId;
    captchaRequired(await checkout.post(NEW_ACCOUNT, body, key));
    const spent = await solvedCaptcha(careCall);
    const wrong = { ...spent, captchaAnswer: '1.00' };
    expect(captchaRequired(await checkout.post(NEW_ACCOUNT, { ...body, ...wrong }, key))).toEqual([
      { errorCode: 'CAPTCHA_ANSWER_INCORRECT', fieldName: 'captchaAnswer' },
    ]);
    expect(checkout.charges).toHaveLength(3);

    // The same order, under the same key (a 428 is not kept as its answer), with its proof.
    const bought = await checkout.post(NEW_ACCOUNT, { ...body, ...spent }, key);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(checkout.charges).toHaveLength(4);
  });
});

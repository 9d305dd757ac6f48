import { careErrorBodySchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { MULTI_RADIO_DEMO_ACCOUNTS } from '../../../db/seed/multi-radio-accounts.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { expectOneWinner, outcomesOf } from '../../../testing/race-outcomes.ts';
import { careCheckout } from '../orders/checkout.testing.ts';
import {
  MULTI_RADIO_PATHS,
  multiQuoteOf,
  multiRadioSetUp,
  multiResultOf,
} from './multi-radio.testing.ts';

const { us, ca } = MULTI_RADIO_DEMO_ACCOUNTS;
const fieldNamesOf = (response: { json(): unknown }) =>
  (careErrorBodySchema.parse(response.json()).error.fieldErrors ?? []).map(
    (field) => field.fieldName,
  );

describe('multi-radio order: all or nothing', () => {
  it('a refused radio refuses the whole order: nothing written, nothing charged, the radio named', async () => {
    const { signedIn, orderBody, snapshot } = await multiRadioSetUp();
    const { post, refOf } = await signedIn(us);
    const radios = [
      { deviceRef: refOf('ORBM6101'), planCode: 'US_SAT_AA_MO' },
      // The paying radio keeps its plan: this order cannot sell it one.
      { deviceRef: refOf('ORBM6104'), planCode: 'US_SAT_MS_MO' },
      { deviceRef: refOf('ORBM6102'), planCode: 'NO_SUCH_PLAN' },
    ];
    const before = await snapshot(us);
    const quoted = await post(MULTI_RADIO_PATHS.quote, { radios });
    expect(outcomesOf([quoted])).toEqual(['409 INELIGIBLE_FOR_OFFER']);
    expect(fieldNamesOf(quoted)).toEqual(['radios.1', 'radios.2.planCode']);

    const body = orderBody(radios);
    const ordered = await post(MULTI_RADIO_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(outcomesOf([ordered])).toEqual(['409 INELIGIBLE_FOR_OFFER']);
    expect(fieldNamesOf(ordered)).toEqual(['radios.1', 'radios.2.planCode']);
    expect(await snapshot(us)).toEqual(before);
  });

  it('a radio named twice is refused on its second mention', async () => {
    const { signedIn } = await multiRadioSetUp();
    const { post, refOf } = await signedIn(us);
    const deviceRef = refOf('ORBM6101');
    const quoted = await post(MULTI_RADIO_PATHS.quote, {
      radios: [
        { deviceRef, planCode: 'US_SAT_AA_MO' },
        { deviceRef, planCode: 'US_SAT_MS_MO' },
      ],
    });
    expect(outcomesOf([quoted])).toEqual(['409 INELIGIBLE_FOR_OFFER']);
    expect(fieldNamesOf(quoted)).toEqual(['radios.1']);
  });

  it('a declined card charges nothing and writes no subscription; a new transaction id then succeeds', async () => {
    const { app, signedIn, orderBody, snapshot } = await multiRadioSetUp();
    const { post, refOf } = await signedIn(us);
    const radios = [
      { deviceRef: refOf('ORBM6101'), planCode: 'US_SAT_AA_MO' },
      { deviceRef: refOf('ORBM6102'), planCode: 'US_SAT_PLAT_MO' },
    ];
    const before = await snapshot(us);
    const declined = orderBody(radios, await tokenizeCard(app, '4000000000000002'));
    const refused = await post(
      MULTI_RADIO_PATHS.purchase,
      declined,
      declined.paymentInfo.transactionId,
    );
    expect(refused.statusCode, refused.body).toBe(402);
    const after = await snapshot(us);
    expect(after.subscriptions).toEqual(before.subscriptions);
    expect(after.charges).toEqual(before.charges);
    expect(after.orders.filter((order) => order.status !== 'failed')).toEqual(before.orders);

    const body = orderBody(radios, await tokenizeCard(app, '4242424242424242'));
    const ordered = await post(MULTI_RADIO_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(multiResultOf(ordered).subscriptions).toHaveLength(2);
  });
});

describe('multi-radio order: one charge per key, one order per radio at a time', () => {
  it('replays the same key and body with the same answer, charging once; another body is 422', async () => {
    const { signedIn, orderBody, snapshot } = await multiRadioSetUp();
    const { post, refOf } = await signedIn(us);
    const body = orderBody([
      { deviceRef: refOf('ORBM6101'), planCode: 'US_SAT_AA_MO' },
      { deviceRef: refOf('ORBM6102'), planCode: 'US_SAT_MS_MO' },
    ]);
    const key = body.paymentInfo.transactionId;
    const first = await post(MULTI_RADIO_PATHS.purchase, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const charged = await snapshot(us);
    const again = await post(MULTI_RADIO_PATHS.purchase, body, key);
    expect(again.statusCode).toBe(200);
    expect(multiResultOf(again)).toEqual(multiResultOf(first));
    const other = await post(
      MULTI_RADIO_PATHS.purchase,
      { ...body, radios: body.radios.slice(0, 1) },
      key,
    );
    expect(other.statusCode, other.body).toBe(422);
    expect(await snapshot(us)).toEqual(charged);
  });

  it('two orders for the same radio at once: one wins, the card is charged once', async () => {
    const { signedIn, orderBody, snapshot } = await multiRadioSetUp();
    const { post, refOf } = await signedIn(us);
    const before = await snapshot(us);
    const one = orderBody([
      { deviceRef: refOf('ORBM6101'), planCode: 'US_SAT_AA_MO' },
      { deviceRef: refOf('ORBM6102'), planCode: 'US_SAT_MS_MO' },
    ]);
    const other = orderBody([
      { deviceRef: refOf('ORBM6103'), planCode: 'US_SAT_AA_MO' },
      { deviceRef: refOf('ORBM6101'), planCode: 'US_SAT_PLAT_MO' },
    ]);
    const answers = await Promise.all([
      post(MULTI_RADIO_PATHS.purchase, one, one.paymentInfo.transactionId),
      post(MULTI_RADIO_PATHS.purchase, other, other.paymentInfo.transactionId),
    ]);
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 INELIGIBLE_FOR_OFFER']);
    const after = await snapshot(us);
    expect(after.charges.length - before.charges.length).toBe(1);
    expect(after.subscriptions.length - before.subscriptions.length).toBe(2);
  });
});

describe('multi-radio calls: whose radios', () => {
  it('answers no one who is neither signed in nor identified', async () => {
    const { app } = await multiRadioSetUp();
    const { post } = await careCheckout(app);
    const listed = await post(MULTI_RADIO_PATHS.radios, {});
    expect(outcomesOf([listed])).toEqual(['401 UNAUTHENTICATED_CUSTOMER']);
  });

  it('another session’s reference is no radio, and an account’s radios list only its own', async () => {
    const { signedIn } = await multiRadioSetUp();
    const victim = await signedIn(us);
    const attacker = await signedIn(ca);
    expect(attacker.answer.radios.map((radio) => radio.radioIdLastFour)).toEqual([
      '6201',
      '6202',
      '6203',
      '6204',
    ]);
    expect(attacker.answer.country).toBe('CA');
    const quoted = await attacker.post(MULTI_RADIO_PATHS.quote, {
      radios: [{ deviceRef: victim.refOf('ORBM6101'), planCode: 'CA_SAT_AA_MO' }],
    });
    expect(outcomesOf([quoted])).toEqual(['404 DEVICE_NOT_FOUND']);
  });

  it('prices a Canadian order in CAD with the province’s taxes', async () => {
    const { signedIn } = await multiRadioSetUp();
    const { post, refOf } = await signedIn(ca);
    const quoted = await post(MULTI_RADIO_PATHS.quote, {
      radios: [
        { deviceRef: refOf('ORBM6201'), planCode: 'CA_SAT_AA_MO' },
        { deviceRef: refOf('ORBM6202'), planCode: 'CA_SAT_MS_MO' },
      ],
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = multiQuoteOf(quoted);
    expect(quote.mrdDiscount).toEqual({ amountMinor: 800, currency: 'CAD' });
    expect(quote.currentQuote.taxes.map((tax) => tax.code)).toContain('HST');
  });
});

import { careOffersResultSchema, careSuccessSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { MULTI_RADIO_DEMO_ACCOUNTS } from '../../../db/seed/multi-radio-accounts.ts';
import {
  MULTI_RADIO_PATHS,
  multiQuoteOf,
  multiRadioSetUp,
  multiResultOf,
} from './multi-radio.testing.ts';

const { us } = MULTI_RADIO_DEMO_ACCOUNTS;
const MRD_PLANS = new Set(['US_SAT_MS_MO', 'US_SAT_AA_MO', 'US_SAT_PLAT_MO', 'US_SAT_AA_YR']);

describe('multi-radio order: quote == charge == sum of the lines minus the discount', () => {
  it('lists the radios, prices three radios with the discount, charges the quote once', async () => {
    const { signedIn, orderBody, snapshot } = await multiRadioSetUp();
    const { post, answer, refOf } = await signedIn(us);
    expect(answer.payingRadios).toBe(1);
    expect(
      answer.radios.map((radio) => [radio.radioIdLastFour, radio.state, radio.action]),
    ).toEqual([
      ['6101', 'noPlan', 'addSubscription'],
      ['6102', 'noPlan', 'addSubscription'],
      ['6103', 'noPlan', 'addSubscription'],
      ['6104', 'paid', 'changeSubscription'],
    ]);
    expect(answer.cardOnFile).toEqual({ brand: 'visa', lastFour: '4261' });
    const eligible = answer.offers.filter((offer) => offer.mrdEligible).map((o) => o.planCode);
    expect(eligible).toEqual(['US_SAT_MS_MO', 'US_SAT_AA_MO', 'US_SAT_PLAT_MO', 'US_SAT_AA_YR']);
    // Only listening plans anyone may buy: no trial, save offer, renewal promo or vehicle data.
    expect(answer.offers.map((offer) => offer.planCode)).toEqual([
      'US_SAT_NST_MO',
      'US_SAT_MS_MO',
      'US_SAT_AA_MO',
      'US_SAT_PLAT_MO',
      'US_SAT_AA_YR',
    ]);

    const radios = [
      { deviceRef: refOf('ORBM6101'), planCode: 'US_SAT_AA_MO' },
      { deviceRef: refOf('ORBM6102'), planCode: 'US_SAT_MS_MO' },
      { deviceRef: refOf('ORBM6103'), planCode: 'US_SAT_NST_MO' },
    ];
    const quoted = await post(MULTI_RADIO_PATHS.quote, { radios });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = multiQuoteOf(quoted);
    expect(
      quote.lines.map((line) => [line.planCode, line.isMrdEligible, line.mrdDiscount.amountMinor]),
    ).toEqual([
      ['US_SAT_AA_MO', true, 500],
      ['US_SAT_MS_MO', true, 300],
      ['US_SAT_NST_MO', false, 0],
    ]);
    expect(quote.mrdDiscount.amountMinor).toBe(800);
    const { currentQuote } = quote;
    const lineSum = quote.lines.reduce((sum, line) => sum + line.priceAmount.amountMinor, 0);
    const fees = currentQuote.fees.reduce((sum, fee) => sum + fee.amount.amountMinor, 0);
    const taxes = currentQuote.taxes.reduce((sum, tax) => sum + tax.amount.amountMinor, 0);
    expect(currentQuote.totalAmount.amountMinor).toBe(lineSum - 800 + fees + taxes);
    expect(currentQuote.details.map((detail) => detail.isMrdEligible)).toEqual([true, true, false]);

    const body = orderBody(radios);
    const before = await snapshot(us);
    const ordered = await post(MULTI_RADIO_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const result = multiResultOf(ordered);
    expect(result.amountCharged).toEqual(currentQuote.totalAmount);
    expect(result.mrdDiscount.amountMinor).toBe(800);
    expect(
      result.subscriptions.map((s) => [s.radioIdLastFour, s.planCode, s.isMrdEligible]),
    ).toEqual([
      ['6101', 'US_SAT_AA_MO', true],
      ['6102', 'US_SAT_MS_MO', true],
      ['6103', 'US_SAT_NST_MO', false],
    ]);
    const after = await snapshot(us);
    expect(after.subscriptions.length - before.subscriptions.length).toBe(3);
    expect(after.charges.length - before.charges.length).toBe(1);
    expect(after.charges.at(-1)?.amountMinor).toBe(currentQuote.totalAmount.amountMinor);
  });

  it('offers say which plans take the discount, for the streaming targeted mrd page', async () => {
    const { signedIn } = await multiRadioSetUp();
    const { post } = await signedIn(us);
    const offered = await post('/services/offers', { streaming: false, programCode: 'USSATAAYR' });
    expect(offered.statusCode, offered.body).toBe(200);
    const { offers } = careSuccessSchema(careOffersResultSchema).parse(offered.json()).data;
    expect(offers.some((offer) => offer.mrdEligible)).toBe(true);
    for (const offer of offers) {
      expect(offer.mrdEligible, offer.planCode).toBe(MRD_PLANS.has(offer.planCode));
    }
  });
});

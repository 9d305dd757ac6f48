import { addMonths } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { expectOneWinner } from '../../../testing/race-outcomes.ts';
import {
  OFFERS,
  offersOf,
  purchaseAddressOf,
  QUOTE,
  quoteOf,
  RENEWERS,
  refusalOf,
  renewalSetUp,
  resultOf,
  US_PROMO,
} from './renewal.testing.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
const CODE = { planCode: US_PROMO, renewalCode: 'CHOICE' } as const;
const { streetAddress, city, state, postalCode, country } = purchaseAddressOf(RENEWERS.trial);
const WHERE = { streetAddress, city, state, postalCode, country };

describe('purchase/renewal: the promo after the running phase, then the chosen package', () => {
  it('renews a trial for a visitor who found the radio: priced as quoted, phases, genre, email, replay', async () => {
    const { visitorOf, snapshot } = await renewalSetUp();
    const renewer = RENEWERS.trial;
    const before = await snapshot(renewer);
    const trialEnd = before.phases[0]?.endsAt ?? '';
    const visitor = await visitorOf(renewer);
    const deviceRef = await visitor.findRadio(renewer.radioId);
    const choice = { ...CODE, choicePlanCode: 'US_SAT_CHOICE_MO', deviceRef };

    const quote = quoteOf(await visitor.post(QUOTE, { ...choice, serviceAddress: WHERE }));
    // The radio is active: nothing today; the promo from the trial's end, then Music Choice.
    expect(quote.currentQuote.totalAmount).toEqual(usd(0));
    expect(quote.futureQuote?.details[0]).toMatchObject({
      planCode: US_PROMO,
      startDate: trialEnd.slice(0, 10),
    });
    expect(quote.renewalQuote?.details[0]).toMatchObject({
      phase: 'fullPrice',
      priceAmount: usd(899),
      startDate: addMonths(new Date(trialEnd), 3).toISOString().slice(0, 10),
    });

    const body = await visitor.purchaseBody(renewer, {
      ...choice,
      genreId: 'rock',
      serviceAddress: { ...purchaseAddressOf(renewer), email: 'ada.renews@orbitradio.test' },
    });
    const response = await visitor.purchase(body);
    expect(response.statusCode, response.body).toBe(200);
    const result = resultOf(response);
    expect(result).toMatchObject({
      subscriptionId: renewer.subscriptionId,
      // Not shown to someone who has not proven they hold the account.
      accountNumber: null,
      radioIdLastFour: '0041',
      email: 'ada.renews@orbitradio.test',
      amountCharged: quote.currentQuote.currentBalance,
    });

    const after = await snapshot(renewer);
    const promoEnd = addMonths(new Date(trialEnd), 3).toISOString();
    expect(
      after.phases.map((phase) => [phase.offerId, phase.priceMinor, phase.startsAt, phase.endsAt]),
    ).toEqual([
      [renewer.planCode, 0, before.phases[0]?.startsAt, trialEnd],
      [US_PROMO, 500, trialEnd, promoEnd],
      ['US_SAT_CHOICE_MO', 899, promoEnd, null],
    ]);
    expect(after.renewals).toMatchObject([
      {
        orderId: result.orderId,
        renewsAt: new Date(trialEnd),
        renewalCode: 'CHOICE',
        choicePlanCode: 'US_SAT_CHOICE_MO',
        genreId: 'ROCK',
      },
    ]);
    const order = after.orders.find((row) => row.id === result.orderId);
    expect(order).toMatchObject({ status: 'confirmed', totalMinor: 0, radioId: 'ORBR0041' });
    expect(order?.quote).toEqual(quote);
    const emails = after.emails.filter((email) => email.recipient === 'ada.renews@orbitradio.test');
    expect(emails).toHaveLength(1);

    // The same request again answers the same, charging and writing nothing more.
    const replay = await visitor.purchase(body);
    expect(replay.statusCode).toBe(200);
    expect(resultOf(replay)).toEqual(result);
    const replayed = await snapshot(renewer);
    expect(replayed.charges).toEqual(after.charges);
    expect(replayed.orders).toEqual(after.orders);

    // Another renewal of the same ending is refused, and the choices say why.
    const again = await visitor.purchase(
      await visitor.purchaseBody(renewer, { ...choice, choicePlanCode: 'US_SAT_AA_MO' }),
    );
    expect(refusalOf(again)).toMatchObject({ status: 409, code: 'ALREADY_RENEWED' });
    const offers = offersOf(await visitor.post(OFFERS, { ...CODE, streaming: false, deviceRef }));
    expect(offers.choices.map((each) => each.availability?.reason)).toEqual([
      'ALREADY_RENEWED',
      'ALREADY_RENEWED',
      'ALREADY_RENEWED',
    ]);
    expect((await snapshot(renewer)).phases).toEqual(after.phases);
  });

  it('renews a promo for its signed-in owner on the card on file, taxed at the account', async () => {
    const { ownerOf, snapshot } = await renewalSetUp();
    const renewer = RENEWERS.promo;
    const owner = await ownerOf(renewer);
    const choice = { ...CODE, choicePlanCode: 'US_SAT_AA_MO', radioId: renewer.radioId };
    const quote = quoteOf(await owner.post(QUOTE, choice));
    expect(quote.renewalQuote?.details[0]).toMatchObject({
      phase: 'fullPrice',
      priceAmount: usd(2299),
    });

    const body = await owner.purchaseBody(renewer, {
      ...choice,
      paymentInfo: {
        useCardOnFile: true,
        paymentType: 'creditCard',
        transactionId: 'txn-renew-promo-owner-1',
      },
    });
    const response = await owner.purchase(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response)).toMatchObject({
      accountNumber: renewer.accountNumber,
      amountCharged: quote.currentQuote.currentBalance,
    });
    const after = await snapshot(renewer);
    expect(after.phases.map((phase) => [phase.offerId, phase.priceMinor])).toEqual([
      [renewer.planCode, 500],
      [US_PROMO, 500],
      ['US_SAT_AA_MO', 2299],
    ]);
    expect(after.renewals).toMatchObject([{ choicePlanCode: 'US_SAT_AA_MO', genreId: null }]);
  });

  it('renews a Canadian radio on the Canadian site in Canadian French, with its taxes', async () => {
    const { ownerOf } = await renewalSetUp();
    const renewer = RENEWERS.canada;
    const owner = await ownerOf(renewer);
    const choice = {
      planCode: 'CA_SAT_RTC_3MO5_MO',
      renewalCode: 'CACHOICE',
      choicePlanCode: 'CA_SAT_MS_MO',
      radioId: renewer.radioId,
      locale: 'fr-CA' as const,
    };
    const quote = quoteOf(await owner.post(QUOTE, choice));
    expect(quote.futureQuote?.taxes.map((tax) => tax.code)).toContain('HST');
    const { locale: _locale, ...purchase } = choice;
    const response = await owner.purchase(
      await owner.purchaseBody(renewer, { ...purchase, languagePreference: 'fr-CA' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response).amountCharged).toEqual(quote.currentQuote.currentBalance);
  });

  it('lets one of two renewals at once through; the other charges and writes nothing', async () => {
    const { visitorOf, snapshot } = await renewalSetUp();
    const renewer = RENEWERS.promo;
    const visitor = await visitorOf(renewer);
    const deviceRef = await visitor.findRadio(renewer.radioId);
    const before = await snapshot(renewer);
    const bodies = await Promise.all([
      visitor.purchaseBody(renewer, { ...CODE, choicePlanCode: 'US_SAT_MS_MO', deviceRef }),
      visitor.purchaseBody(renewer, { ...CODE, choicePlanCode: 'US_SAT_AA_MO', deviceRef }),
    ]);
    const answers = await Promise.all(bodies.map((body) => visitor.purchase(body)));
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 ALREADY_RENEWED']);
    const after = await snapshot(renewer);
    expect(after.renewals).toHaveLength(1);
    const confirmed = after.orders.filter((order) => order.status === 'confirmed');
    expect(confirmed).toHaveLength(1);
    const newCharges = after.charges.filter(
      (charge) => !before.charges.some((old) => old.id === charge.id),
    );
    // One card check, for the winner's order.
    expect(newCharges.map((charge) => charge.idempotencyKey)).toEqual([confirmed[0]?.id]);
  });
});

describe('purchase/renewal refusals: typed, 4xx, nothing written', () => {
  it('refuses what the radio cannot take, a missing or unknown genre, and a stranger', async () => {
    const { visitorOf, ownerOf, snapshot } = await renewalSetUp({ writes: false });
    const marine = await visitorOf(RENEWERS.marine);
    const marineRef = await marine.findRadio(RENEWERS.marine.radioId);
    const closedRef = await marine.findRadio(RENEWERS.closed.radioId);
    const trialRef = await marine.findRadio(RENEWERS.trial.radioId);
    const before = await Promise.all([snapshot(RENEWERS.marine), snapshot(RENEWERS.trial)]);
    const refusal = async (fields: Record<string, unknown>) =>
      refusalOf(
        await marine.purchase(
          await marine.purchaseBody(RENEWERS.marine, {
            ...CODE,
            choicePlanCode: 'US_SAT_AA_MO',
            deviceRef: marineRef,
            ...fields,
          }),
        ),
      );
    const notAvailable = (reason: string) => ({
      status: 409,
      code: 'RENEWAL_CHOICE_NOT_AVAILABLE',
      fields: [{ errorCode: reason, fieldName: 'choicePlanCode' }],
    });
    const invalid = (fieldName: string, errorCode = 'INVALID') => ({
      status: 400,
      code: 'INVALID_PAYLOAD',
      fields: [{ errorCode, fieldName }],
    });

    expect(await refusal({ choicePlanCode: 'US_SAT_CHOICE_MO', genreId: 'ROCK' })).toEqual(
      notAvailable('RADIO_NOT_CAPABLE'),
    );
    expect(await refusal({ deviceRef: closedRef })).toEqual(notAvailable('RADIO_CLOSED'));
    expect(await refusal({ choicePlanCode: 'US_SAT_PLAT_MO' })).toEqual(invalid('choicePlanCode'));
    expect(await refusal({ deviceRef: trialRef, choicePlanCode: 'US_SAT_CHOICE_MO' })).toEqual(
      invalid('genreId', 'REQUIRED'),
    );
    expect(
      await refusal({ deviceRef: trialRef, choicePlanCode: 'US_SAT_CHOICE_MO', genreId: 'POLKA' }),
    ).toEqual(invalid('genreId'));
    expect(await refusal({ genreId: 'ROCK' })).toEqual(invalid('genreId'));
    // Only the signed-in owner may use the card on file.
    expect(
      await refusal({
        paymentInfo: {
          useCardOnFile: true,
          paymentType: 'creditCard',
          transactionId: 'txn-renew-refusal-card',
        },
      }),
    ).toEqual(invalid('paymentInfo.useCardOnFile'));
    expect(await refusal({ deviceRef: undefined })).toEqual(invalid('deviceRef', 'REQUIRED'));
    expect(await refusal({ deviceRef: undefined, radioId: RENEWERS.marine.radioId })).toEqual({
      status: 404,
      code: 'DEVICE_NOT_FOUND',
      fields: [],
    });
    expect(await refusal({ renewalCode: 'CHOICE2025' })).toMatchObject({
      status: 400,
      code: 'OFFER_EXPIRED',
    });
    // The quote refuses as the purchase does; a visitor's quote says where the radio is.
    const quoteRefusal = async (fields: Record<string, unknown>) =>
      refusalOf(
        await marine.post(QUOTE, {
          ...CODE,
          choicePlanCode: 'US_SAT_AA_MO',
          deviceRef: marineRef,
          ...fields,
        }),
      );
    expect(await quoteRefusal({})).toEqual(invalid('serviceAddress', 'REQUIRED'));
    expect(
      await quoteRefusal({ choicePlanCode: 'US_SAT_CHOICE_MO', serviceAddress: WHERE }),
    ).toEqual(notAvailable('RADIO_NOT_CAPABLE'));
    // Another owner signed in cannot name this radio by its id.
    const other = await ownerOf(RENEWERS.promo);
    const stranger = await other.purchase(
      await other.purchaseBody(RENEWERS.marine, {
        ...CODE,
        choicePlanCode: 'US_SAT_AA_MO',
        radioId: RENEWERS.marine.radioId,
      }),
    );
    expect(refusalOf(stranger)).toMatchObject({ status: 404, code: 'DEVICE_NOT_FOUND' });

    const after = await Promise.all([snapshot(RENEWERS.marine), snapshot(RENEWERS.trial)]);
    for (const [index, state] of after.entries()) {
      expect(state.phases).toEqual(before[index]?.phases);
      expect(state.renewals).toEqual([]);
      expect(state.orders.filter((order) => order.status === 'confirmed')).toEqual([]);
    }
  });
});

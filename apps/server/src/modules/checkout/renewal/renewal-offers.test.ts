import { describe, expect, it } from 'vitest';
import { PLAN_CHANGERS } from '../../../db/seed/plan-change-accounts.ts';
import { captchaRequired, solvedCaptcha, strangerAt } from '../../../testing/human-checks.ts';
import {
  CA_PROMO,
  OFFERS,
  offersOf,
  RENEWERS,
  refusalOf,
  renewalSetUp,
  US_PROMO,
} from './renewal.testing.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
const DAY_MS = 86_400_000;
const CHOICE = { planCode: US_PROMO, renewalCode: 'CHOICE', streaming: false } as const;

/** Midnight UTC `days` after the seed's day: when a seeded trial or promo ends. */
const endsInDays = (clockNow: Date, days: number) =>
  new Date(
    Math.floor((clockNow.getTime() - 3_600_000) / DAY_MS) * DAY_MS + days * DAY_MS,
  ).toISOString();

// Reads only: the file's shared database.
const setUp = () => renewalSetUp({ writes: false });

describe('offers/renewal: the follow-on choices of a renewal code', () => {
  it('answers the promo, three choices with retail prices and genres, and the default', async () => {
    const { visitorOf } = await setUp();
    const { post } = await visitorOf(RENEWERS.trial);
    const offers = offersOf(await post(OFFERS, CHOICE));
    expect(offers).toMatchObject({
      renewalCode: 'CHOICE',
      renewalOffer: { planCode: US_PROMO, type: 'Promo' },
      promoMonths: 3,
      promoPrice: usd(500),
      defaultIndex: 2,
      radio: null,
    });
    expect(
      offers.choices.map((choice) => [
        choice.planCode,
        choice.packageName,
        choice.retailPrice.amountMinor,
        choice.needsGenre,
        choice.availability,
      ]),
    ).toEqual([
      ['US_SAT_CHOICE_MO', 'Music Choice', 899, true, null],
      ['US_SAT_MS_MO', 'Music Showcase', 1099, false, null],
      ['US_SAT_AA_MO', 'All Access', 2299, false, null],
    ]);
    expect(offers.choices[0]?.genres.map((genre) => genre.genreId)).toEqual([
      'COUNTRY',
      'ROCK',
      'POP',
      'HIPHOP',
      'JAZZ',
      'CLASSICAL',
    ]);
    expect(offers.choices[1]?.genres).toEqual([]);
  });

  it('names packages and genres in Canadian French on the Canadian site', async () => {
    const { visitorOf } = await setUp();
    const { post } = await visitorOf(RENEWERS.canada);
    const offers = offersOf(
      await post(OFFERS, {
        planCode: CA_PROMO,
        renewalCode: 'cachoice',
        streaming: false,
        locale: 'fr-CA',
      }),
    );
    expect(offers.choices.map((choice) => choice.packageName)).toEqual([
      'Choix musical',
      'Vitrine musicale',
      'Accès intégral',
    ]);
    expect(offers.choices[0]?.retailPrice).toEqual({ amountMinor: 999, currency: 'CAD' });
    expect(offers.choices[0]?.genres.at(-1)).toEqual({
      genreId: 'CLASSICAL',
      name: 'Musique classique',
    });
  });

  it('refuses unknown, mismatched, other-market and ended codes as offers does', async () => {
    const { visitorOf } = await setUp();
    const { post } = await visitorOf(RENEWERS.trial);
    const notFound = {
      status: 404,
      code: 'OFFER_NOT_FOUND',
      fields: [{ errorCode: 'INVALID', fieldName: 'renewalCode' }],
    };
    expect(refusalOf(await post(OFFERS, { ...CHOICE, renewalCode: 'NOPE' }))).toEqual(notFound);
    expect(refusalOf(await post(OFFERS, { ...CHOICE, planCode: 'US_SAT_AA_MO' }))).toEqual(
      notFound,
    );
    expect(
      refusalOf(await post(OFFERS, { ...CHOICE, planCode: CA_PROMO, renewalCode: 'CACHOICE' })),
    ).toEqual(notFound);
    expect(refusalOf(await post(OFFERS, { ...CHOICE, renewalCode: 'CHOICE2025' }))).toEqual({
      ...notFound,
      status: 400,
      code: 'OFFER_EXPIRED',
    });
  });

  it('tells a visitor who found the radio which choices it can take, and when it renews', async () => {
    const { visitorOf, clock } = await setUp();
    const reasons = async (renewer: (typeof RENEWERS)[keyof typeof RENEWERS]) => {
      const visitor = await visitorOf(renewer);
      const deviceRef = await visitor.findRadio(renewer.radioId);
      const offers = offersOf(await visitor.post(OFFERS, { ...CHOICE, deviceRef }));
      return {
        radio: offers.radio,
        reasons: offers.choices.map((choice) => choice.availability?.reason),
      };
    };
    expect(await reasons(RENEWERS.trial)).toEqual({
      radio: { radioIdLastFour: '0041', renewsAt: endsInDays(clock.now(), 10) },
      reasons: [null, null, null],
    });
    expect(await reasons(RENEWERS.promo)).toMatchObject({ reasons: [null, null, null] });
    // Genre channels are not carried on a marine radio.
    expect(await reasons(RENEWERS.marine)).toMatchObject({
      reasons: ['RADIO_NOT_CAPABLE', null, null],
    });
    expect(await reasons(RENEWERS.closed)).toEqual({
      radio: { radioIdLastFour: '0044', renewsAt: null },
      reasons: ['RADIO_CLOSED', 'RADIO_CLOSED', 'RADIO_CLOSED'],
    });
  });

  it('has nothing to renew on a full-price plan, which is already the plan of its package', async () => {
    const { visitorOf } = await setUp();
    const visitor = await visitorOf(RENEWERS.trial);
    const deviceRef = await visitor.findRadio(PLAN_CHANGERS.texas.radioId);
    const offers = offersOf(await visitor.post(OFFERS, { ...CHOICE, deviceRef }));
    expect(offers.choices.map((choice) => choice.availability)).toEqual([
      { available: false, reason: 'NOTHING_ENDING' },
      { available: false, reason: 'NOTHING_ENDING' },
      { available: false, reason: 'ALREADY_ON_PLAN' },
    ]);
  });

  it('answers a signed-in owner by radio id; a radio of the other market cannot take them', async () => {
    const { ownerOf, visitorOf } = await setUp();
    const owner = await ownerOf(RENEWERS.promo);
    const offers = offersOf(await owner.post(OFFERS, { ...CHOICE, radioId: 'orbr0042' }));
    expect(offers.choices.map((choice) => choice.availability?.available)).toEqual([
      true,
      true,
      true,
    ]);
    // A Canadian radio found on the US site (find-your-radio is not bound to a market).
    const visitor = await visitorOf(RENEWERS.trial);
    const deviceRef = await visitor.findRadio(RENEWERS.canada.radioId);
    const other = offersOf(await visitor.post(OFFERS, { ...CHOICE, deviceRef }));
    expect(other.choices.map((choice) => choice.availability?.reason)).toEqual([
      'OTHER_MARKET',
      'OTHER_MARKET',
      'OTHER_MARKET',
    ]);
  });

  it('says nothing of a radio the caller did not identify', async () => {
    const { visitorOf } = await setUp();
    const stranger = await visitorOf(RENEWERS.trial);
    const notFound = { status: 404, code: 'DEVICE_NOT_FOUND', fields: [] };
    // A typed radio id is the signed-in owner's only; another session's deviceRef is not this one's.
    expect(refusalOf(await stranger.post(OFFERS, { ...CHOICE, radioId: 'ORBR0042' }))).toEqual(
      notFound,
    );
    expect(refusalOf(await stranger.post(OFFERS, { ...CHOICE, radioId: 'ORBR9999' }))).toEqual(
      notFound,
    );
    const finder = await visitorOf(RENEWERS.trial);
    const deviceRef = await finder.findRadio(RENEWERS.trial.radioId);
    expect(refusalOf(await stranger.post(OFFERS, { ...CHOICE, deviceRef }))).toEqual(notFound);
    expect(
      refusalOf(await finder.post(OFFERS, { ...CHOICE, deviceRef, radioId: 'ORBR0041' })),
    ).toMatchObject({ status: 400, code: 'INVALID_PAYLOAD' });
  });
});

describe('offers/renewal naming a radio is budgeted like the other lookups', () => {
  it('leaves the owner a human check once strangers spent the radio’s hour', async () => {
    const { app, ownerOf } = await renewalSetUp();
    const owner = await ownerOf(RENEWERS.promo);
    const asked = { ...CHOICE, radioId: RENEWERS.promo.radioId };
    for (let attempt = 0; attempt <= 30; attempt += 1) {
      const stranger = await strangerAt(app, `198.51.102.${attempt + 1}`, owner.host);
      const response = await stranger(OFFERS, asked);
      // A stranger's typed radio id says nothing of the radio; the 31st is asked for a check.
      expect(response.statusCode, response.body).toBe(attempt < 30 ? 404 : 428);
    }
    captchaRequired(await owner.post(OFFERS, asked));
    const offers = offersOf(
      await owner.post(OFFERS, { ...asked, ...(await solvedCaptcha(owner.post)) }),
    );
    expect(offers.radio?.radioIdLastFour).toBe('0042');
  });
});

import type { CareRenewalOffersResult, CareTrialActivation, OrderQuote } from '@orbit/domain';
import { careOk, type FakeServer } from '../../../testing/fake-server.ts';
import { streamingOffer } from '../../../testing/offer-fakes.ts';
import { careFailure, offersOf, quoteFor, streamingServer } from './streaming-fakes.ts';

/** The streaming trial's answers (flows §3.6, ADR 057), on top of the streaming checkout's. */
export const TRIAL = '/subscribe/trial/streaming';
export const TRIAL_TWIN = '/subscribe/checkout/trial/streaming';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

/** Three free months and nothing after them. */
export const RTD_OFFER = streamingOffer({
  planCode: 'US_STREAM_ESS_RTD_3MOFREE',
  packageName: 'Essential',
  phases: [
    {
      type: 'Free',
      duration: { kind: 'finite', months: 3 },
      billingPeriod: { unit: 'months', count: 1 },
      price: { total: usd(0) },
    },
  ],
  renewalPrice: usd(0),
});

/** The paid plan the link offers to follow the trial. */
export const FOLLOW_ON_OFFER = streamingOffer({
  planCode: 'US_STREAM_ESS_MO',
  packageName: 'Essential',
  type: 'SelfPay',
  phases: [
    {
      type: 'AutoRenewing',
      duration: { kind: 'infinite' },
      billingPeriod: { unit: 'months', count: 1 },
      price: { total: usd(999) },
    },
  ],
  price: usd(999),
  renewalPrice: usd(999),
  newSubscribersOnly: false,
});

/**
 * What the trial may roll into (`offers/renewal {streaming: true}`, ADR 060): Essential and
 * Platinum, monthly.
 */
export function trialFollowOns(): CareRenewalOffersResult {
  const choice = (planCode: string, packageName: string, amountMinor: number) => ({
    planCode,
    packageId: planCode,
    packageName,
    retailPrice: usd(amountMinor),
    needsGenre: false,
    genres: [],
    availability: null,
  });
  return {
    renewalCode: '',
    renewalOffer: RTD_OFFER,
    promoMonths: 3,
    promoPrice: usd(0),
    choices: [
      choice(FOLLOW_ON_OFFER.planCode, 'Essential', 999),
      choice('US_STREAM_PLAT_MO', 'Platinum', 1499),
    ],
    defaultIndex: 0,
    radio: null,
  };
}

/** The trial alone, priced: nothing due, the trial line ending on 2027-02-21. */
export function trialQuote(): OrderQuote {
  const quote = quoteFor(RTD_OFFER.planCode, 'Essential');
  const [detail] = quote.currentQuote.details;
  return {
    currentQuote: {
      ...quote.currentQuote,
      details: detail ? [{ ...detail, phase: 'trial' }] : [],
    },
    revenueStatus: 'Deferred',
  };
}

export function startedTrial(overrides: Partial<CareTrialActivation> = {}): CareTrialActivation {
  return {
    status: 'SUCCESS',
    accountNumber: '10000111',
    subscriptionId: 'sub_rtd_1',
    radioIdLastFour: '',
    vehicle: null,
    email: 'new.listener@orbitradio.test',
    planCode: RTD_OFFER.planCode,
    packageName: 'Essential',
    trialEndDate: '2027-02-21',
    isEligibleForRegistration: false,
    isOfferStreamingEligible: true,
    isUserNameSameAsEmail: true,
    ...overrides,
  };
}

/** A fake server answering every call of a happy streaming trial. */
export function streamingTrialServer(
  options: { flags?: Record<string, boolean> } = {},
): FakeServer {
  const server = streamingServer(options);
  server.on('POST /services/offers', () => careOk(offersOf(RTD_OFFER, FOLLOW_ON_OFFER)));
  server.on('POST /services/offers/customer', () => careOk(offersOf(RTD_OFFER, FOLLOW_ON_OFFER)));
  server.on('POST /services/quotes/quote', ({ body }) => {
    const asked = body as { followOnPlanCodes?: string[] };
    if (!asked.followOnPlanCodes) return careOk(trialQuote());
    const quote = quoteFor(RTD_OFFER.planCode, 'Essential');
    const [detail] = quote.currentQuote.details;
    return careOk({
      ...quote,
      currentQuote: {
        ...quote.currentQuote,
        details: detail ? [{ ...detail, phase: 'trial' }] : [],
      },
    });
  });
  server.on('POST /services/offers/renewal', () => careOk(trialFollowOns()));
  // Nobody signed in unless a test says so.
  server.on('POST /services/account', () =>
    careFailure(401, 'UNAUTHENTICATED_CUSTOMER', 'error.unauthenticated'),
  );
  server.on('POST /services/trial-activation/new-account', () => careOk(startedTrial()));
  return server;
}

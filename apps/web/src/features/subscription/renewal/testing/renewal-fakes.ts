import type {
  CareAccountRadio,
  CareIdentifiedAccount,
  CareQuoteResult,
  CareRenewalOffersRequest,
  CareRenewalOffersResult,
  CareRenewalQuoteRequest,
  PresentedOffer,
  PurchaseRenewalRequest,
  PurchaseResult,
  RenewalChoice,
} from '@orbit/domain';
import { answerSandboxTokenizer } from '../../../../testing/card-token-fakes.ts';
import { usd } from '../../../../testing/care-account-fakes.ts';
import {
  careOk,
  createFakeServer,
  type FakeServer,
  fakeEndpoint,
} from '../../../../testing/fake-server.ts';
import { streamingOffer } from '../../../../testing/offer-fakes.ts';

/**
 * The renewal's fakes, in the domain's shapes: the demo campaign 3FOR2AATXRTC / CHOICE — three
 * months at $5/mo, then Music Choice (a genre; car and home radios only), Music Showcase or All
 * Access (the default) — and Renner's car radio, whose trial ends on 2026-12-06.
 */
export const RENEWAL_PATH = '/subscribe/checkout/renewal/flepz';
export const RENEWAL_LINK = `${RENEWAL_PATH}?programcode=3FOR2AATXRTC&renewalCode=CHOICE`;

export const RENEWAL_PROMO: PresentedOffer = {
  ...streamingOffer(),
  planCode: 'US_SAT_RTC_3MO5_MO',
  packageId: 'SAT_ALL_ACCESS',
  packageName: 'All Access renewal offer',
  serviceType: 'satellite',
  type: 'Promo',
  price: usd(500),
  renewalPrice: usd(2299),
  campaignId: 'renewal_choice',
  fallbackReason: null,
};

export function renewalChoices(radioNamed = false): RenewalChoice[] {
  const available = radioNamed ? { available: true, reason: null } : null;
  return [
    {
      planCode: 'SAT_MUSIC_CHOICE_MONTHLY',
      packageId: 'SAT_MUSIC_CHOICE',
      packageName: 'Music Choice',
      retailPrice: usd(1099),
      needsGenre: true,
      genres: [
        { genreId: 'country', name: 'Country' },
        { genreId: 'rock', name: 'Rock' },
      ],
      availability: available,
    },
    {
      planCode: 'SAT_MUSIC_SHOWCASE_MONTHLY',
      packageId: 'SAT_MUSIC_SHOWCASE',
      packageName: 'Music Showcase',
      retailPrice: usd(1799),
      needsGenre: false,
      genres: [],
      availability: available,
    },
    {
      planCode: 'SAT_ALLACCESS_MONTHLY',
      packageId: 'SAT_ALL_ACCESS',
      packageName: 'All Access',
      retailPrice: usd(2299),
      needsGenre: false,
      genres: [],
      availability: available,
    },
  ];
}

export function renewalOffers(
  overrides: Partial<CareRenewalOffersResult> = {},
): CareRenewalOffersResult {
  return {
    renewalCode: 'CHOICE',
    renewalOffer: RENEWAL_PROMO,
    promoMonths: 3,
    promoPrice: usd(500),
    choices: renewalChoices(),
    defaultIndex: 2,
    radio: null,
    ...overrides,
  };
}

/** The choices for a named radio: all available unless `unavailable` says which are not. */
export function radioRenewalOffers(
  unavailable: Partial<Record<string, NonNullable<RenewalChoice['availability']>['reason']>> = {},
): CareRenewalOffersResult {
  return renewalOffers({
    choices: renewalChoices(true).map((choice) => {
      const reason = unavailable[choice.planCode];
      return reason ? { ...choice, availability: { available: false, reason } } : choice;
    }),
    radio: { radioIdLastFour: '0041', renewsAt: '2026-12-06T00:00:00.000Z' },
  });
}

export function rennerRadio(overrides: Partial<CareAccountRadio> = {}): CareAccountRadio {
  return {
    deviceRef: 'orad_0041',
    radioIdLastFour: '0041',
    deviceType: 'car',
    vehicle: { year: 2023, make: 'Lumen', model: 'Arc' },
    status: 'active',
    planName: 'All Access trial',
    hasActiveSubscription: false,
    ...overrides,
  };
}

export function rennerAccount(): CareIdentifiedAccount {
  return {
    authenticationType: 'RID_ACCT',
    verified: false,
    firstName: null,
    radios: [rennerRadio()],
    streaming: [],
    hasActiveSubscription: false,
  };
}

/** The renewal priced: nothing today, $5.00 a month from the trial's end, then the package. */
export function renewalQuote(): CareQuoteResult {
  const promo = usd(500);
  const total = usd(541);
  const tax = { code: 'SALES' as const, ratePpm: 82_500, taxableAmount: promo, amount: usd(41) };
  const nothing = usd(0);
  return {
    currentQuote: {
      currency: 'USD',
      details: [],
      fees: [],
      taxes: [],
      subtotal: nothing,
      totalAmount: nothing,
      currentBalance: nothing,
    },
    futureQuote: {
      currency: 'USD',
      details: [
        {
          planCode: RENEWAL_PROMO.planCode,
          packageName: RENEWAL_PROMO.packageName,
          termLength: 1,
          priceAmount: promo,
          startDate: '2026-12-06',
          endDate: '2027-01-06',
          phase: 'promo',
          fees: [],
          taxes: [tax],
        },
      ],
      fees: [],
      taxes: [tax],
      subtotal: promo,
      totalAmount: total,
      currentBalance: total,
    },
    revenueStatus: 'Deferred',
  };
}

export function renewalPurchase(overrides: Partial<PurchaseResult> = {}): PurchaseResult {
  return {
    status: 'SUCCESS',
    orderId: 'ord_renewal_1',
    accountNumber: null,
    subscriptionId: 'sub_41',
    radioId: null,
    radioIdLastFour: '0041',
    email: 'renew.trial@orbitradio.test',
    maskedUsername: null,
    isUserNameSameAsEmail: false,
    isOfferStreamingEligible: false,
    isEligibleForRegistration: false,
    isRefreshAllowed: false,
    invoiceNumber: null,
    amountCharged: usd(0),
    giftCardAmountApplied: usd(0),
    campaignId: 'renewal_choice',
    ...overrides,
  };
}

/** Every renewal call answered as the demo answers it; each test replaces what it needs. */
export function answerRenewalCalls(server: FakeServer) {
  server.on('POST /services/offers', () =>
    careOk({
      offers: [RENEWAL_PROMO],
      leadPlanCode: RENEWAL_PROMO.planCode,
      presentmentTestCell: null,
    }),
  );
  const offers = fakeEndpoint(
    server,
    'POST /services/offers/renewal',
    (body: CareRenewalOffersRequest) => (body.deviceRef ? radioRenewalOffers() : renewalOffers()),
  );
  const lookup = fakeEndpoint(server, 'POST /services/account/non-pii', () => rennerAccount());
  const quote = fakeEndpoint(
    server,
    'POST /services/quotes/renewal',
    (_body: CareRenewalQuoteRequest) => renewalQuote(),
  );
  const purchase = fakeEndpoint(
    server,
    'POST /services/purchase/renewal',
    (_body: PurchaseRenewalRequest) => renewalPurchase(),
  );
  answerSandboxTokenizer(server);
  return { offers, lookup, quote, purchase };
}

export function renewalServer() {
  const server = createFakeServer();
  return { server, calls: answerRenewalCalls(server) };
}

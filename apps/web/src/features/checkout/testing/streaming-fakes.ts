import type {
  CampaignContent,
  CareOffersResult,
  Offer,
  OrderQuote,
  PresentedOffer,
  PurchaseResult,
} from '@orbit/domain';
import { withFakeSdkServices } from '../../../testing/fake-identity-service.ts';
import { careOk, createFakeServer, type FakeServer, json } from '../../../testing/fake-server.ts';
import { streamingOffer } from '../../../testing/offer-fakes.ts';

/** Answers of the care API for the streaming checkout's tests, in the domain's shapes. */
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

export const ORGANIC = '/subscribe/checkout/purchase/streaming/organic';
export const ENTRY = `${ORGANIC}?programcode=USTPSRTP3MOFREE`;

export function offersOf(...offers: PresentedOffer[]): CareOffersResult {
  return { offers, leadPlanCode: offers[0]?.planCode ?? null, presentmentTestCell: null };
}

export const CAMPAIGN: CampaignContent = {
  id: 'stream_3mo_free',
  kind: 'sales',
  salesHero: { title: 'Get 3 months of streaming free', subtitle: 'Then $10.99/mo', image: null },
  bullets: ['Ad-free music', 'Live sports and talk'],
  packageHighlights: [
    { packageId: 'SXM_PLATINUM', title: 'Platinum includes', items: ['425+ channels'] },
  ],
  listeningOptions: [
    { icon: 'phone', label: '' },
    { icon: 'car', label: 'In the car' },
  ],
  deals: [],
  confirmationHero: null,
  legal: 'Offer for new subscribers. Renews automatically.',
};

export const CONFIRMATION: CampaignContent = {
  ...CAMPAIGN,
  kind: 'confirmation',
  confirmationHero: { title: 'Welcome to Orbit Radio', body: 'Start listening now.', image: null },
};

export function quoteFor(planCode: string, packageName = 'Platinum'): OrderQuote {
  const detail = (amount: number, startDate: string, endDate: string) => ({
    planCode,
    packageName,
    termLength: 1,
    priceAmount: usd(amount),
    startDate,
    endDate,
    phase: 'fullPrice' as const,
    fees: [],
    taxes: [],
  });
  return {
    currentQuote: {
      currency: 'USD',
      details: [detail(0, '2026-11-21', '2027-02-21')],
      fees: [],
      taxes: [],
      subtotal: usd(0),
      totalAmount: usd(0),
      currentBalance: usd(0),
    },
    futureQuote: {
      currency: 'USD',
      details: [detail(1099, '2027-02-21', '2027-03-21')],
      fees: [{ code: 'MRF', amount: usd(235) }],
      taxes: [{ code: 'SALES', ratePpm: 40_000, taxableAmount: usd(1334), amount: usd(53) }],
      subtotal: usd(1334),
      totalAmount: usd(1387),
      currentBalance: usd(1387),
    },
    revenueStatus: 'Deferred',
  };
}

export function purchaseResult(overrides: Partial<PurchaseResult> = {}): PurchaseResult {
  return {
    status: 'SUCCESS',
    orderId: 'ord_1',
    accountNumber: '10000001',
    subscriptionId: 'sub_1',
    radioId: null,
    radioIdLastFour: null,
    email: 'new.listener@orbitradio.test',
    maskedUsername: 'n******@orbitradio.test',
    isUserNameSameAsEmail: true,
    isOfferStreamingEligible: true,
    isEligibleForRegistration: false,
    isRefreshAllowed: false,
    invoiceNumber: null,
    amountCharged: usd(0),
    giftCardAmountApplied: usd(0),
    campaignId: 'stream_3mo_free',
    ...overrides,
  };
}

/** A care error with field errors (the fake server's helper has none). */
export function careFailure(
  status: number,
  errorCode: string,
  errorPropKey: string,
  fieldErrors: { errorCode: string; fieldName?: string }[] = [],
): Response {
  return json(
    {
      error: {
        errorType: status >= 500 ? 'SYSTEM' : 'BUSINESS',
        errorCode,
        errorPropKey,
        fieldErrors: fieldErrors.map((field) => ({ errorType: 'BUSINESS', ...field })),
      },
    },
    status,
  );
}

/** A presented offer as the eligibility service (SDK) answers it. */
export function serviceOfferOf(offer: PresentedOffer): Offer {
  return {
    id: offer.planCode,
    name: offer.packageName,
    baseTerm: offer.baseTerm,
    billingPlatform: 'Direct',
    products: [{ id: offer.packageId, productType: 'main' }],
    basePrice: offer.renewalPrice,
    phases: offer.phases,
    ...(offer.campaignId ? { campaignId: offer.campaignId } : {}),
  };
}

/**
 * The least a fake server needs for the streaming checkout to open on its offer (no campaign
 * content: the offer page shows its default heading), by the care calls or, for the self-pay
 * page, through the SDK's eligibility service. For the app's route and loader tests.
 */
export function answerStreamingCheckout(server: FakeServer): FakeServer {
  const offer = streamingOffer();
  withFakeSdkServices(server);
  server.on('GET /eligibility/v1/offers/new', () => json({ offers: [serviceOfferOf(offer)] }));
  server.on('GET /content-management/v1/entries', () => json({ total: 0, items: [] }));
  server.on('POST /services/offers/promocode/validate', () =>
    careOk({ status: 'valid', planCode: offer.planCode }),
  );
  server.on('POST /services/offers', () => careOk(offersOf(offer)));
  server.on('POST /services/offers/customer', () => careOk(offersOf(offer)));
  return server;
}

/** A fake server answering every call of a happy streaming checkout. */
export function streamingServer(options: { flags?: Record<string, boolean> } = {}): FakeServer {
  const server = answerStreamingCheckout(createFakeServer({ flags: options.flags ?? {} }));
  const offer = streamingOffer();
  server.on('POST /services/offers/info', () =>
    careOk({
      offers: [
        {
          planCode: offer.planCode,
          packageId: offer.packageId,
          packageName: offer.packageName,
          serviceType: 'streaming',
          baseTerm: 'Monthly',
          description: null,
          features: ['425+ channels', 'Howard Stern'],
          renewalPrice: offer.renewalPrice,
          renewalTermMonths: 1,
          legal: null,
        },
      ],
    }),
  );
  server.on('GET /services/content/campaigns/stream_3mo_free', () => careOk(CAMPAIGN));
  server.on('GET /services/content/campaigns/stream_3mo_free/confirmation', () =>
    careOk(CONFIRMATION),
  );
  server.on('GET /services/content/hot-and-trending', () =>
    careOk({
      items: [
        {
          id: 'h1',
          imageUrl: 'https://cdn.orbitradio.test/h1.jpg',
          altText: 'A host at the microphone',
          bodyHtml: '<p>New: <a href="https://orbitradio.test/shows">the morning show</a></p>',
        },
      ],
    }),
  );
  server.on('POST /services/utility/card-bin-ranges', () =>
    careOk([
      { name: 'AM', type: 1, priority: 1, regex: '^3[47][0-9]{13}$' },
      { name: 'VS', type: 3, priority: 3, regex: '^4[0-9]{12}(?:[0-9]{3})?$' },
    ]),
  );
  server.on('POST /services/validate/password', () =>
    careOk({
      valid: true,
      validationErrorKey: '',
      validationErrorFailedWord: '',
      validationErrorCode: '',
      errorPropKey: '',
    }),
  );
  server.on('POST /services/identity/customer/email', () =>
    careOk({ streamingSubscriptions: [], trialSubscriptions: [] }),
  );
  server.on('POST /services/validate/customer-info', ({ body }) => {
    const request = body as Record<string, unknown>;
    if (request.serviceAddress) {
      return careOk({
        addressValidation: {
          confidenceLevel: 'verified',
          status: 'valid',
          correctedAddresses: [
            { addressLine1: '', city: 'New York', state: 'NY', zip: '10001', country: 'US' },
          ],
        },
      });
    }
    if (request.creditCard) return careOk({ ccValidation: { valid: true, prePaidBin: false } });
    return careOk({ emailValidation: { valid: true }, usernameValidation: { valid: true } });
  });
  server.on('POST /payments/sandbox/v1/tokens', ({ body }) => {
    const card = body as { number: string; expMonth: number; expYear: number };
    return json(
      {
        token: `ctok_${card.number.slice(-4)}_${Math.random().toString(36).slice(2, 8)}`,
        brand: card.number.startsWith('3') ? 'amex' : 'visa',
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
        prepaid: false,
      },
      201,
    );
  });
  server.on('POST /services/check-eligibility/streaming', () =>
    careOk({ isEligible: true, eligibilityCheckExecuted: true }),
  );
  server.on('POST /services/check-eligibility/captcha', () => careOk({ status: 'NOT_REQUIRED' }));
  server.on('POST /services/quotes/quote', ({ body }) => {
    const planCode = (body as { planCodes: { planCode: string }[] }).planCodes[0]?.planCode ?? '';
    return careOk(quoteFor(planCode));
  });
  server.on('POST /services/purchase/new-account', () => careOk(purchaseResult(), 201));
  return server;
}

/** `identity/customer/email` finds a streaming subscription on the email typed at credentials. */
export function emailAlreadyStreams(server: FakeServer): FakeServer {
  server.on('POST /services/identity/customer/email', () =>
    careOk({
      streamingSubscriptions: [
        { maskedEmail: 'n******@orbitradio.test', planName: 'Platinum', subscriptionId: 'sub_9' },
      ],
      trialSubscriptions: [],
    }),
  );
  return server;
}

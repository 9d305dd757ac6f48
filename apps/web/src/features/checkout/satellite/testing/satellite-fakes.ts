import type {
  CareDeviceLookupResult,
  CareOffersResult,
  OrderQuote,
  PresentedOffer,
} from '@orbit/domain';
import { answerSandboxTokenizer } from '../../../../testing/card-token-fakes.ts';
import {
  careError,
  careOk,
  createFakeServer,
  type FakeServer,
} from '../../../../testing/fake-server.ts';
import {
  CONFIRMATION,
  careFailure,
  purchaseResult,
  quoteFor,
} from '../../testing/streaming-fakes.ts';

/** Answers of the care API for the satellite checkouts' tests, in the domain's shapes. */
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

export const SATELLITE = '/subscribe/checkout/purchase/satellite';
export const ORGANIC_NEW = `${SATELLITE}/organic/new`;
export const TARGETED = `${SATELLITE}/targeted/new`;
export const ADD_RADIO = `${SATELLITE}/add-radio-router`;
export const VEGA = `${SATELLITE}/vega`;
export const ORGANIC_FLAGS = { enableSatelliteOrganicNonAccordion: true };

export function satelliteOffer(overrides: Partial<PresentedOffer> = {}): PresentedOffer {
  return {
    planCode: 'SAT_ALLACCESS_MONTHLY',
    packageId: 'SAT_ALL_ACCESS',
    packageName: 'All Access',
    serviceType: 'satellite',
    type: 'SelfPay',
    baseTerm: 'Monthly',
    phases: [
      {
        type: 'AutoRenewing',
        duration: { kind: 'infinite' },
        billingPeriod: { unit: 'months', count: 1 },
        price: { total: usd(2299) },
      },
    ],
    price: usd(2299),
    renewalPrice: usd(2299),
    renewalTermMonths: 1,
    activationFee: usd(1500),
    royaltyFeeApplies: true,
    newSubscribersOnly: false,
    campaignId: 'sat_organic',
    deal: null,
    fallbackReason: null,
    ...overrides,
  };
}

export const MUSIC_OFFER = satelliteOffer({
  planCode: 'SAT_MUSIC_MONTHLY',
  packageId: 'SAT_MUSIC',
  packageName: 'Music & Entertainment',
  price: usd(1799),
  renewalPrice: usd(1799),
});

export function offersOf(...offers: PresentedOffer[]): CareOffersResult {
  return { offers, leadPlanCode: offers[0]?.planCode ?? null, presentmentTestCell: null };
}

export function foundRadio(
  overrides: Partial<CareDeviceLookupResult> = {},
): CareDeviceLookupResult {
  return {
    deviceRef: 'dref_closed_0002',
    radioIdLastFour: '0002',
    deviceType: 'car',
    vehicle: { year: 2022, make: 'Lumen', model: 'Aria' },
    status: 'closed',
    hasActiveSubscription: false,
    cardOnFile: null,
    ...overrides,
  };
}

export function satelliteQuote(planCode: string): OrderQuote {
  return quoteFor(planCode, 'All Access');
}

/** Find-your-radio's answer for a radio in a trial (demo ORBT0004): active, no paid plan. */
export const TRIAL_RADIO = foundRadio({
  deviceRef: 'dref_trial_0004',
  radioIdLastFour: '0004',
  vehicle: { year: 2024, make: 'Lumen', model: 'Arc' },
  status: 'active',
  hasActiveSubscription: false,
});

/**
 * The quote of a paid plan following a trial that ends on 2027-01-20: today the activation fee
 * and its tax, then the first month.
 */
export function followOnQuote(planCode: string): OrderQuote {
  const plain = satelliteQuote(planCode);
  const detail = {
    planCode,
    packageName: 'All Access',
    termLength: 10,
    priceAmount: usd(0),
    startDate: '2026-04-02',
    endDate: '2027-01-20',
    phase: 'trial' as const,
    fees: [{ code: 'ACTIVATION' as const, amount: usd(1500) }],
    taxes: [{ code: 'SALES' as const, ratePpm: 62_500, taxableAmount: usd(1500), amount: usd(94) }],
  };
  const later = plain.futureQuote;
  return {
    currentQuote: {
      currency: 'USD',
      details: [detail],
      fees: detail.fees,
      taxes: detail.taxes,
      subtotal: usd(1500),
      totalAmount: usd(1594),
      currentBalance: usd(1594),
    },
    ...(later
      ? {
          futureQuote: {
            ...later,
            details: later.details.map((line) => ({
              ...line,
              startDate: '2027-01-20',
              endDate: '2027-02-20',
            })),
          },
        }
      : {}),
    revenueStatus: 'Immediate',
  };
}

/** A fake server answering every call of a happy satellite checkout. */
export function satelliteServer(
  options: { flags?: Record<string, boolean>; radio?: CareDeviceLookupResult } = {},
): FakeServer {
  const server = createFakeServer({ flags: options.flags ?? ORGANIC_FLAGS });
  const radio = options.radio ?? foundRadio();
  server.on('POST /services/offers', () => careOk(offersOf(satelliteOffer())));
  server.on('POST /services/offers/customer', () =>
    careOk(offersOf(satelliteOffer(), MUSIC_OFFER)),
  );
  server.on('POST /services/offers/info', () => careOk({ offers: [] }));
  server.on('POST /services/offers/promocode/validate', () =>
    careOk({ status: 'valid', planCode: 'SAT_ALLACCESS_MONTHLY' }),
  );
  server.on('GET /services/content/campaigns/sat_organic', () =>
    careFailure(404, 'CAMPAIGN_NOT_FOUND', 'error.code.campaign.not.found'),
  );
  server.on('GET /services/content/campaigns/sat_organic/confirmation', () =>
    careOk({
      ...CONFIRMATION,
      id: 'sat_organic',
      confirmationHero: { title: 'Your radio is ready', body: 'Enjoy the ride.', image: null },
    }),
  );
  server.on('POST /services/utility/card-bin-ranges', () =>
    careOk([{ name: 'VS', type: 3, priority: 3, regex: '^4[0-9]{12}(?:[0-9]{3})?$' }]),
  );
  // Nobody signed in: the add-radio flow finds the radio instead of listing the account's.
  server.on('POST /services/account', () =>
    careError(401, 'UNAUTHENTICATED_CUSTOMER', 'error.common.unauthenticated.customer'),
  );
  server.on('POST /services/device/validate', () => careOk(radio));
  server.on('POST /services/identification/token', () =>
    careOk({ ...radio, programCode: 'SATWINBACK' }),
  );
  server.on('POST /services/validate/customer-info', () =>
    careOk({ ccValidation: { valid: true, prePaidBin: false } }),
  );
  answerSandboxTokenizer(server);
  server.on('POST /services/quotes/quote', ({ body }) => {
    const planCode = (body as { planCodes: { planCode: string }[] }).planCodes[0]?.planCode ?? '';
    return careOk(satelliteQuote(planCode));
  });
  server.on('POST /services/purchase/add-subscription', () =>
    careOk(
      purchaseResult({
        radioId: null,
        radioIdLastFour: radio.radioIdLastFour,
        campaignId: 'sat_organic',
        isEligibleForRegistration: true,
      }),
      201,
    ),
  );
  return server;
}

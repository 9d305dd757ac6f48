import type {
  CareDealer,
  CareServiceLaneTwoClickRequest,
  CareSltcTokenResult,
  CareTrialActivation,
  CareUsedCarEligibilityResult,
  CareValidateEmailResult,
  OrderQuote,
  PresentedOffer,
  PurchaseAddSubscriptionRequest,
  PurchaseResult,
} from '@orbit/domain';
import { answerSandboxTokenizer } from '../../../../testing/card-token-fakes.ts';
import { usd } from '../../../../testing/care-account-fakes.ts';
import {
  careError,
  careOk,
  createFakeServer,
  type FakeServerOptions,
  fakeEndpoint,
} from '../../../../testing/fake-server.ts';
import { streamingOffer } from '../../../../testing/offer-fakes.ts';

/** The used-car pages' fakes: the trials calls answered in the domain's shapes. */
export const RTP = '/activate/trial/rtp';
export const SERVICE_LANE = '/activate/trial/service-lane';
export const USED_VEHICLE = '/activate/trial/used-vehicle';

export function eligibleRadio(
  overrides: Partial<CareUsedCarEligibilityResult> = {},
): CareUsedCarEligibilityResult {
  return {
    status: 'SUCCESS',
    deviceRef: 'dref_used_0007',
    last4DigitsOfRadioId: '0007',
    usedCarBrandingType: 'USED_CAR',
    programCode: 'RTP_USED_CAR',
    offerTypeForProgramCode: 'RTP_OFFER',
    vehicle: { year: 2019, make: 'Lumen', model: 'Aria' },
    ...overrides,
  };
}

/** The used-car check's refusal of a code, with the status the server gives it (trial-errors.ts). */
export function eligibilityRefusal(code: string): Response {
  const status = ['101', '103', '114', '5035'].includes(code)
    ? 422
    : code === '106'
      ? 404
      : code === '3494'
        ? 400
        : 409;
  const fields = code === '3494' ? [{ errorCode: 'INVALID', fieldName: 'radioIdOrVin' }] : [];
  return careError(status, code, `error.trial.used.car.${code}`, fields);
}

/** The used-car trial: three months of All Access free, then $22.99 a month. */
export function usedCarOffer(overrides: Partial<PresentedOffer> = {}): PresentedOffer {
  return streamingOffer({
    planCode: 'SAT_RTP_3MO_FREE',
    packageId: 'SAT_ALL_ACCESS',
    packageName: 'All Access',
    serviceType: 'satellite',
    type: 'Trial',
    baseTerm: '3 months',
    phases: [
      {
        type: 'Free',
        duration: { kind: 'finite', months: 3 },
        billingPeriod: { unit: 'months', count: 3 },
        price: { total: usd(0) },
      },
      {
        type: 'AutoRenewing',
        duration: { kind: 'infinite' },
        billingPeriod: { unit: 'months', count: 1 },
        price: { total: usd(2299) },
      },
    ],
    price: usd(0),
    renewalPrice: usd(2299),
    renewalTermMonths: 1,
    campaignId: null,
    ...overrides,
  });
}

/** Nothing today; the trial ends on 2027-02-26, then $22.99 and its fee and tax. */
export function usedCarQuote(planCode: string): OrderQuote {
  const detail = (amount: number, startDate: string, endDate: string) => ({
    planCode,
    packageName: 'All Access',
    termLength: 3,
    priceAmount: usd(amount),
    startDate,
    endDate,
    phase: 'fullPrice' as const,
    fees: [],
    taxes: [],
  });
  const charge = (amount: number) => ({
    currency: 'USD' as const,
    fees: [],
    taxes: [],
    subtotal: usd(amount),
    totalAmount: usd(amount),
    currentBalance: usd(amount),
  });
  return {
    currentQuote: { ...charge(0), details: [detail(0, '2026-11-26', '2027-02-26')] },
    futureQuote: { ...charge(2534), details: [detail(2299, '2027-02-26', '2027-03-26')] },
    revenueStatus: 'Deferred',
  };
}

export function trialPurchase(overrides: Partial<PurchaseResult> = {}): PurchaseResult {
  return {
    status: 'SUCCESS',
    orderId: 'ord_rtp_1',
    accountNumber: '10000077',
    subscriptionId: 'sub_rtp_1',
    radioId: null,
    radioIdLastFour: '0007',
    email: 'ada@orbitradio.test',
    maskedUsername: null,
    isUserNameSameAsEmail: true,
    isOfferStreamingEligible: true,
    isEligibleForRegistration: true,
    isRefreshAllowed: false,
    invoiceNumber: null,
    amountCharged: usd(0),
    giftCardAmountApplied: usd(0),
    campaignId: null,
    ...overrides,
  };
}

export function dealer(overrides: Partial<CareDealer> = {}): CareDealer {
  return {
    corpId: '4100',
    name: 'Lakeside Motors',
    country: 'US',
    brandingTypes: ['SLTC_SERVICE_LANE', 'SLTC_USED_CAR'],
    accentColor: '#0b5d3b',
    tagline: 'Service department',
    ...overrides,
  };
}

export function dealerLink(overrides: Partial<CareSltcTokenResult> = {}): CareSltcTokenResult {
  return {
    prefillStatus: 'PREFILLED',
    corpId: '4100',
    brandingType: 'SLTC_SERVICE_LANE',
    vin: null,
    last4DigitsOfRadioId: '0031',
    vehicle: { year: 2021, make: 'Lumen', model: 'Aria' },
    ...overrides,
  };
}

export function activation(overrides: Partial<CareTrialActivation> = {}): CareTrialActivation {
  return {
    status: 'SUCCESS',
    accountNumber: '10000088',
    subscriptionId: 'sub_sl2c_1',
    radioIdLastFour: '0031',
    vehicle: { year: 2021, make: 'Lumen', model: 'Aria' },
    email: 'sam@orbitradio.test',
    planCode: 'SAT_SL2C_3MO_FREE',
    packageName: 'All Access',
    trialEndDate: '2027-02-26',
    isEligibleForRegistration: true,
    isOfferStreamingEligible: true,
    isUserNameSameAsEmail: true,
    ...overrides,
  };
}

/** Every call of the used-car pages answered happily; each spy can be told otherwise. */
export function usedCarServer(options: FakeServerOptions = {}) {
  const server = createFakeServer(options);
  const eligibility = fakeEndpoint(server, 'POST /services/trial/used-car-eligibility-check', () =>
    eligibleRadio(),
  );
  const offers = fakeEndpoint(server, 'POST /services/offers/customer', () => ({
    offers: [usedCarOffer()],
    leadPlanCode: 'SAT_RTP_3MO_FREE',
    presentmentTestCell: null,
  }));
  const emailCheck = fakeEndpoint(
    server,
    'POST /services/validate/email',
    (): CareValidateEmailResult => ({ valid: true, reason: '' }),
  );
  const customerInfo = fakeEndpoint(server, 'POST /services/validate/customer-info', () => ({
    ccValidation: { valid: true, prePaidBin: false },
  }));
  server.on('POST /services/utility/card-bin-ranges', () =>
    careOk([{ name: 'VS', type: 3, priority: 3, regex: '^4[0-9]{12}(?:[0-9]{3})?$' }]),
  );
  answerSandboxTokenizer(server);
  const quote = fakeEndpoint(
    server,
    'POST /services/quotes/quote',
    (body: { planCodes: { planCode: string }[] }) =>
      usedCarQuote(body.planCodes[0]?.planCode ?? ''),
  );
  const purchase = fakeEndpoint(
    server,
    'POST /services/purchase/add-subscription',
    (_order: PurchaseAddSubscriptionRequest) => trialPurchase(),
  );
  const dealerCall = fakeEndpoint(server, 'GET /services/trial/partners/{corpId}', () => dealer(), {
    input: ({ url }) => url.pathname.split('/').pop() ?? '',
  });
  const link = fakeEndpoint(server, 'GET /services/trial/sltc-token/{token}', () => dealerLink(), {
    input: ({ url }) => url.pathname.split('/').pop() ?? '',
  });
  const claim = fakeEndpoint(
    server,
    'POST /services/trial-activation/service-lane-two-click',
    (_claim: CareServiceLaneTwoClickRequest) => activation(),
  );
  return {
    server,
    eligibility,
    offers,
    emailCheck,
    customerInfo,
    quote,
    purchase,
    dealer: dealerCall,
    link,
    claim,
  };
}

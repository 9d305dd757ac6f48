import type {
  CareMultiRadio,
  CareMultiRadioAccountResult,
  CareMultiRadioQuoteRequest,
  CareMultiRadioQuoteResult,
  PurchaseMultiSubscriptionRequest,
  PurchaseMultiSubscriptionResult,
  Quote,
} from '@orbit/domain';
import { answerSandboxTokenizer } from '../../../../testing/card-token-fakes.ts';
import { careAccount, device, usd } from '../../../../testing/care-account-fakes.ts';
import { careOk, createFakeServer, fakeEndpoint } from '../../../../testing/fake-server.ts';

/**
 * The multi-radio purchase's fakes, in the domain's shapes: Jane's account with the kitchen
 * radio (0009) and the boat (0033) without a plan, and her car radio (0001) paying All Access —
 * listed, not sold in this order. All Access takes the multi-radio discount, Music Showcase
 * does not.
 */
export const MULTI_RADIO_PATH = '/subscribe/multi-subscription-purchase';

export function multiRadio(
  lastFour: string,
  overrides: Partial<CareMultiRadio> = {},
): CareMultiRadio {
  return {
    deviceRef: `mref_${lastFour}`,
    radioIdLastFour: lastFour,
    deviceType: 'radio',
    state: 'noPlan',
    planName: null,
    action: 'addSubscription',
    planCodes: ['US_SAT_AA_MO', 'US_SAT_MS_MO'],
    errorCodes: [],
    ...overrides,
  };
}

export function multiRadioAccount(
  overrides: Partial<CareMultiRadioAccountResult> = {},
): CareMultiRadioAccountResult {
  return {
    accountNumberLastFour: '0001',
    country: 'US',
    payingRadios: 1,
    radios: [
      multiRadio('0001', {
        deviceType: 'car',
        state: 'paid',
        planName: 'All Access',
        action: 'changeSubscription',
        planCodes: [],
        errorCodes: ['INELIGIBLE_FOR_OFFER'],
      }),
      multiRadio('0009'),
      multiRadio('0033', { deviceType: 'marine' }),
    ],
    offers: [
      {
        planCode: 'US_SAT_AA_MO',
        packageName: 'All Access',
        monthlyPrice: usd(2399),
        mrdEligible: true,
        mrdMonthlyDiscount: usd(500),
      },
      {
        planCode: 'US_SAT_MS_MO',
        packageName: 'Music Showcase',
        monthlyPrice: usd(1799),
        mrdEligible: false,
        mrdMonthlyDiscount: usd(0),
      },
    ],
    cardOnFile: { brand: 'visa', lastFour: '4242' },
    ...overrides,
  };
}

/** Jane's account as the guard loads it: her car radio and the two radios without a plan. */
export function multiRadioCareAccount() {
  return careAccount({
    devices: [
      device(),
      device({
        id: 'dev_2',
        type: 'radio',
        radioIdLastFour: '0009',
        nickname: 'Kitchen',
        vehicle: null,
        subscriptionId: null,
      }),
      device({
        id: 'dev_3',
        type: 'marine',
        radioIdLastFour: '0033',
        vehicle: null,
        subscriptionId: null,
      }),
    ],
  });
}

/** $36.98 of service after the discount, 6.25% sales tax. */
function charge(): Quote {
  const service = usd(3698);
  const tax = { code: 'SALES' as const, ratePpm: 62_500, taxableAmount: service, amount: usd(231) };
  const detail = {
    termLength: 1,
    startDate: '2026-11-26',
    endDate: '2026-12-26',
    phase: 'fullPrice' as const,
    fees: [],
    taxes: [],
  };
  return {
    currency: 'USD',
    details: [
      {
        ...detail,
        planCode: 'US_SAT_AA_MO',
        packageName: 'All Access',
        priceAmount: usd(1899),
        isMrdEligible: true,
        mrdDiscount: usd(500),
      },
      {
        ...detail,
        planCode: 'US_SAT_MS_MO',
        packageName: 'Music Showcase',
        priceAmount: usd(1799),
      },
    ],
    fees: [],
    taxes: [tax],
    subtotal: service,
    totalAmount: usd(3929),
    currentBalance: usd(3929),
  };
}

/** The kitchen radio on All Access ($5.00 off), the boat on Music Showcase. */
export function multiRadioQuote(): CareMultiRadioQuoteResult {
  return {
    lines: [
      {
        deviceRef: 'mref_0009',
        radioIdLastFour: '0009',
        planCode: 'US_SAT_AA_MO',
        packageName: 'All Access',
        action: 'addSubscription',
        priceAmount: usd(2399),
        isMrdEligible: true,
        mrdDiscount: usd(500),
      },
      {
        deviceRef: 'mref_0033',
        radioIdLastFour: '0033',
        planCode: 'US_SAT_MS_MO',
        packageName: 'Music Showcase',
        action: 'addSubscription',
        priceAmount: usd(1799),
        isMrdEligible: false,
        mrdDiscount: usd(0),
      },
    ],
    mrdDiscount: usd(500),
    currentQuote: charge(),
    renewalQuote: charge(),
  };
}

export function multiRadioPurchase(): PurchaseMultiSubscriptionResult {
  return {
    status: 'SUCCESS',
    orderId: 'ord_multi_1',
    invoiceNumber: 'inv_multi_1',
    accountNumberLastFour: '0001',
    email: 'owner@orbitradio.test',
    amountCharged: usd(3929),
    mrdDiscount: usd(500),
    subscriptions: [
      {
        deviceRef: 'mref_0009',
        radioIdLastFour: '0009',
        subscriptionId: 'sub_0009',
        planCode: 'US_SAT_AA_MO',
        action: 'addSubscription',
        isMrdEligible: true,
      },
      {
        deviceRef: 'mref_0033',
        radioIdLastFour: '0033',
        subscriptionId: 'sub_0033',
        planCode: 'US_SAT_MS_MO',
        action: 'addSubscription',
        isMrdEligible: false,
      },
    ],
  };
}

/** Every multi-radio call answered as for Jane, signed in; each test replaces what it needs. */
export function multiRadioServer() {
  const server = createFakeServer();
  server.on('POST /services/account', () => careOk(multiRadioCareAccount()));
  const radios = fakeEndpoint(server, 'POST /services/account/multi-subscription-radios', () =>
    multiRadioAccount(),
  );
  const quote = fakeEndpoint(
    server,
    'POST /services/quotes/multi-subscription',
    (_body: CareMultiRadioQuoteRequest) => multiRadioQuote(),
  );
  const purchase = fakeEndpoint(
    server,
    'POST /services/purchase/multi-subscription',
    (_body: PurchaseMultiSubscriptionRequest) => multiRadioPurchase(),
  );
  answerSandboxTokenizer(server);
  return { server, calls: { radios, quote, purchase } };
}

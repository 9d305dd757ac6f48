import {
  type AcscSelfPayRadio,
  type AcscTrialRadio,
  type CareAccountConsolidateRequest,
  type CareAccountConsolidateResult,
  type CareAcscQuoteRequest,
  type CareAcscQuoteResult,
  type CareAcscRequest,
  type CareAcscResult,
  type CareSwapRadioQuoteResult,
  money,
  type PurchaseServiceContinuityRequest,
  type PurchaseServiceContinuityResult,
  type PurchaseSwapRadioRequest,
  type PurchaseSwapRadioResult,
  type Quote,
  type TermTransfer,
} from '@orbit/domain';
import {
  createFakeServer,
  type FakeServer,
  fakeEndpoint,
} from '../../../../testing/fake-server.ts';
import { streamingOffer } from '../../../../testing/offer-fakes.ts';

const usd = (amountMinor: number) => money(amountMinor, 'USD');

/** The paid plan that may follow the trial: Platinum at $24.99 a month. */
export const FOLLOW_ON = streamingOffer({
  planCode: 'US_SAT_PLAT_MO',
  packageName: 'Platinum',
  serviceType: 'satellite',
  price: usd(2499),
  renewalPrice: usd(2499),
  renewalTermMonths: 1,
});

/** The new car's radio, in a three-month trial that ends on 2027-02-21. */
export function trialRadio(overrides: Partial<AcscTrialRadio> = {}): AcscTrialRadio {
  return {
    radioId: 'ORBJ0171T1',
    radioIdLastFour: '71T1',
    deviceType: 'car',
    vehicle: { year: 2026, make: 'Honda', model: 'Civic' },
    subscriptionId: 'sub_trial',
    trialPlanName: 'Platinum',
    trialEndsOn: '2027-02-21',
    hasFollowOn: false,
    isConsolidated: false,
    ...overrides,
  };
}

/** The radio in the old car, on a paid All Access plan billed next on 2027-01-10. */
export function selfPayRadio(overrides: Partial<AcscSelfPayRadio> = {}): AcscSelfPayRadio {
  return {
    radioId: 'ORBJ0171S1',
    radioIdLastFour: '71S1',
    deviceType: 'car',
    vehicle: { year: 2015, make: 'Toyota', model: 'Corolla' },
    subscriptionId: 'sub_selfpay',
    planCode: 'US_ALLACCESS_MO',
    planName: 'All Access',
    paidThrough: '2027-01-10',
    canTransferSubscription: true,
    canReplaceRadio: true,
    transfer: termTransfer(),
    ...overrides,
  };
}

export function acscAnswer(overrides: Partial<CareAcscResult> = {}): CareAcscResult {
  return {
    identificationResult: 'SUCCESS',
    account: {
      authenticationType: 'TOKEN_URL',
      verified: true,
      firstName: 'Rosa',
      radios: [],
      streaming: [],
      hasActiveSubscription: true,
    },
    trialRadio: trialRadio(),
    selfPayRadios: [selfPayRadio()],
    selectedSubscriptionId: null,
    accountNumberLastFour: '0171',
    ...overrides,
  };
}

const NOTHING_TODAY: Quote = {
  currency: 'USD',
  details: [],
  fees: [],
  taxes: [],
  subtotal: usd(0),
  totalAmount: usd(0),
  currentBalance: usd(0),
};

/** The All Access bill of 2027-01-10: $23.99 with the royalty fee and tax. */
const NEXT_BILL: Quote = {
  currency: 'USD',
  details: [
    {
      planCode: 'US_ALLACCESS_MO',
      packageName: 'All Access',
      termLength: 1,
      priceAmount: usd(2199),
      startDate: '2027-01-10',
      endDate: '2027-02-10',
      phase: 'fullPrice',
      fees: [{ code: 'MRF', amount: usd(100) }],
      taxes: [],
    },
  ],
  fees: [{ code: 'MRF', amount: usd(100) }],
  taxes: [{ code: 'SALES', ratePpm: 43_478, taxableAmount: usd(2299), amount: usd(100) }],
  subtotal: usd(2299),
  totalAmount: usd(2399),
  currentBalance: usd(2399),
};

/** 23 of the period's 31 days left, worth $16.32 of its $21.99. */
export function termTransfer(overrides: Partial<TermTransfer> = {}): TermTransfer {
  return {
    subscriptionId: 'sub_selfpay',
    planCode: 'US_ALLACCESS_MO',
    planName: 'All Access',
    paidFrom: '2026-12-10',
    paidThrough: '2027-01-10',
    remainingDays: 23,
    ofDays: 31,
    periodPrice: usd(2199),
    remainingValue: usd(1632),
    nextBill: { date: '2027-01-10', amount: usd(2399) },
    ...overrides,
  };
}

export function acscQuote(overrides: Partial<CareAcscQuoteResult> = {}): CareAcscQuoteResult {
  return {
    transactionType: 'SERVICE_CONTINUITY',
    quoteId: 'acq_1',
    expires: '2026-11-21T12:30:00.000Z',
    currentQuote: NOTHING_TODAY,
    renewalQuote: NEXT_BILL,
    revenueStatus: 'Deferred',
    transfer: termTransfer(),
    trialEndsOn: '2026-11-21',
    oldRadioAfter: 'closed',
    followOnPlanCode: null,
    ...overrides,
  };
}

export function consolidationQuote(): CareAcscQuoteResult {
  const { renewalQuote: _none, ...quote } = acscQuote({
    transactionType: 'ACCOUNT_CONSOLIDATION',
    quoteId: 'acq_ac_1',
    transfer: null,
    trialEndsOn: '2027-02-21',
    oldRadioAfter: null,
  });
  return quote;
}

export function movedResult(
  overrides: Partial<PurchaseServiceContinuityResult> = {},
): PurchaseServiceContinuityResult {
  return {
    status: 'SUCCESS',
    transactionType: 'SERVICE_CONTINUITY',
    orderId: 'ord_sc_1',
    subscriptionId: 'sub_selfpay',
    newRadioIdLastFour: '71T1',
    oldRadioIdLastFour: '71S1',
    oldRadioAfter: 'closed',
    endedTrialSubscriptionId: 'sub_trial',
    transfer: termTransfer(),
    amountCharged: usd(0),
    accountNumberLastFour: '0171',
    accountNumber: '10000171',
    isEligibleForRegistration: false,
    email: 'rosa@orbitradio.test',
    ...overrides,
  };
}

export function consolidatedResult(): CareAccountConsolidateResult {
  return {
    status: 'SUCCESS',
    orderId: 'ord_ac_1',
    subscriptionId: 'sub_trial',
    radioIdLastFour: '71T1',
    trialEndsOn: '2027-02-21',
    hasFollowOn: false,
    followOnPlanCode: null,
    amountCharged: usd(0),
    accountNumberLastFour: '0171',
    accountNumber: '10000171',
    isEligibleForRegistration: false,
    email: 'rosa@orbitradio.test',
  };
}

export function swapQuote(): CareSwapRadioQuoteResult {
  return {
    quoteId: 'swq_1',
    expires: '2026-11-21T12:30:00.000Z',
    oldRadioIdLastFour: '71S1',
    newRadioIdLastFour: '71N1',
    currentQuote: NOTHING_TODAY,
    renewalQuote: NEXT_BILL,
    revenueStatus: 'Deferred',
    transfer: termTransfer(),
  };
}

export function swappedResult(): PurchaseSwapRadioResult {
  return {
    status: 'SUCCESS',
    orderId: 'ord_swap_1',
    subscriptionId: 'sub_selfpay',
    newRadioIdLastFour: '71N1',
    oldRadioIdLastFour: '71S1',
    transfer: termTransfer(),
    amountCharged: usd(0),
    accountNumberLastFour: '0171',
    accountNumber: '10000171',
    isEligibleForRegistration: false,
    email: 'rosa@orbitradio.test',
  };
}

/**
 * A server with the transfer calls answered by spies: an ACSC link whose token opens a SUCCESS,
 * the quotes and the purchases as above. Tests replace an answer with `mockResolvedValue` or
 * `mockRejectedValueOnce(careError(…))` and read what the pages sent from the spies' calls.
 */
export function transferServer(server: FakeServer = createFakeServer()) {
  const calls = {
    token: fakeEndpoint(server, 'POST /services/account/token/acsc', () => acscAnswer()),
    account: fakeEndpoint(server, 'POST /services/account/acsc', (body: CareAcscRequest) =>
      body.swapFlow ? acscAnswer({ trialRadio: null }) : acscAnswer(),
    ),
    offers: fakeEndpoint(server, 'POST /services/offers/customer/acsc', () => ({
      offers: [FOLLOW_ON],
      movingPlan: null,
    })),
    quote: fakeEndpoint(server, 'POST /services/quotes/acsc-quote', (body: CareAcscQuoteRequest) =>
      body.transactionType === 'ACCOUNT_CONSOLIDATION'
        ? consolidationQuote()
        : acscQuote({
            transactionType: body.transactionType,
            oldRadioAfter: body.transactionType === 'SERVICE_PORTABILITY' ? 'inactive' : 'closed',
          }),
    ),
    move: fakeEndpoint(
      server,
      'POST /services/purchase/service-continuity',
      (body: PurchaseServiceContinuityRequest) =>
        movedResult({
          transactionType: body.transactionType,
          oldRadioAfter: body.transactionType === 'SERVICE_PORTABILITY' ? 'inactive' : 'closed',
        }),
    ),
    consolidate: fakeEndpoint(
      server,
      'POST /services/trial-activation/acsc-consolidate',
      (_body: CareAccountConsolidateRequest) => consolidatedResult(),
    ),
    swapQuote: fakeEndpoint(server, 'POST /services/quotes/swap-radio-quote', () => swapQuote()),
    swap: fakeEndpoint(
      server,
      'POST /services/purchase/swap-radio',
      (_body: PurchaseSwapRadioRequest) => swappedResult(),
    ),
  };
  return { server, calls };
}

import type {
  CareAccount,
  CareChangeOffersResult,
  CareQuoteResult,
  ChangeOffer,
  Money,
  PlanChangeTiming,
  PurchaseResult,
} from '@orbit/domain';
import { answerSandboxTokenizer } from '../../../testing/card-token-fakes.ts';
import { careAccount, usd } from '../../../testing/care-account-fakes.ts';
import { careOk, createFakeServer, type FakeServer } from '../../../testing/fake-server.ts';
import { streamingOffer } from '../../../testing/offer-fakes.ts';

/**
 * The change pages' fakes: Jane's All Access (monthly, $23.99) and what it may move to, priced
 * as `offers/customer/change` and `quotes/quote` answer, in the domain's shapes.
 */
export const CHANGE_PATH = '/subscription/change';
export const CHANGE_TERM_PATH = '/subscription/change-term';
export const TARGETED_PATH = '/account/subscription/change-targeted';

export function changeOffer(overrides: Partial<ChangeOffer> = {}): ChangeOffer {
  const base = streamingOffer();
  const price = overrides.price ?? usd(2399);
  const months = overrides.renewalTermMonths ?? 1;
  return {
    ...base,
    serviceType: 'satellite',
    type: 'SelfPay',
    planCode: 'SAT_ALLACCESS_ANNUAL',
    packageId: 'SAT_ALL_ACCESS',
    packageName: 'All Access',
    baseTerm: `${months} months`,
    phases: [
      {
        type: 'AutoRenewing',
        duration: { kind: 'infinite' },
        billingPeriod: { unit: 'months', count: months },
        price: { total: price },
      },
    ],
    price,
    renewalPrice: price,
    renewalTermMonths: months,
    activationFee: null,
    newSubscribersOnly: false,
    campaignId: null,
    deal: null,
    fallbackReason: null,
    packageChange: 'KEEP',
    timing: 'NOW',
    isBestPlan: false,
    needsConfirmation: false,
    ...overrides,
  };
}

export const ALL_ACCESS_ANNUAL = changeOffer({
  planCode: 'SAT_ALLACCESS_ANNUAL',
  price: usd(23_988),
  renewalTermMonths: 12,
});
export const PLATINUM_MONTHLY = changeOffer({
  planCode: 'SAT_PLATINUM_MONTHLY',
  packageId: 'SAT_PLATINUM',
  packageName: 'Platinum VIP',
  price: usd(2999),
  packageChange: 'ADD',
  isBestPlan: true,
});
export const PLATINUM_ANNUAL = changeOffer({
  planCode: 'SAT_PLATINUM_ANNUAL',
  packageId: 'SAT_PLATINUM',
  packageName: 'Platinum VIP',
  price: usd(29_988),
  renewalTermMonths: 12,
  packageChange: 'ADD',
  isBestPlan: true,
});
export const MUSIC_MONTHLY = changeOffer({
  planCode: 'SAT_MUSIC_MONTHLY',
  packageId: 'SAT_MUSIC',
  packageName: 'Music Showcase',
  price: usd(1399),
  packageChange: 'SWITCH',
  timing: 'NEXT_RENEWAL',
  needsConfirmation: true,
});

export function changeOffersResult(
  overrides: Partial<CareChangeOffersResult> = {},
): CareChangeOffersResult {
  return {
    currentPlan: {
      subscriptionId: 'sub_1',
      planCode: 'SAT_ALLACCESS_MONTHLY',
      packageId: 'SAT_ALL_ACCESS',
      packageName: 'All Access',
      serviceType: 'satellite',
      phase: 'fullPrice',
      termMonths: 1,
      price: usd(2399),
      currentTermEndsOn: '2026-12-21',
      radioIdLastFour: '0001',
      isCancelledAtEndOfCurrentTerm: false,
    },
    offers: [ALL_ACCESS_ANNUAL, PLATINUM_MONTHLY, PLATINUM_ANNUAL, MUSIC_MONTHLY],
    infotainmentOffers: [],
    ...overrides,
  };
}

interface QuoteShape {
  planCode: string;
  packageName: string;
  months: number;
  /** The new plan's price for the rest of the current term, the credit already taken off. */
  charged: Money;
  credit: Money;
  creditDays: number;
  taxes: { code: 'SALES' | 'GST' | 'QST'; ratePpm: number; amount: Money }[];
  quoteId: string;
  timing?: PlanChangeTiming;
}

/** A plan change's quote: today's charge (credit taken off, taxes by name) and its preview. */
export function changeQuote(shape: QuoteShape): CareQuoteResult {
  const { charged } = shape;
  const taxTotal = shape.taxes.reduce((sum, tax) => sum + tax.amount.amountMinor, 0);
  const money = (amountMinor: number): Money => ({ amountMinor, currency: charged.currency });
  const total = money(charged.amountMinor + taxTotal);
  return {
    currentQuote: {
      currency: charged.currency,
      details: [
        {
          planCode: shape.planCode,
          packageName: shape.packageName,
          termLength: shape.months,
          priceAmount: charged,
          startDate: '2026-11-26',
          endDate: '2026-12-21',
          phase: 'fullPrice',
          fees: [],
          taxes: [],
          prorated: { days: shape.creditDays, ofDays: 30, credit: shape.credit },
        },
      ],
      fees: [],
      taxes: shape.taxes.map((tax) => ({ ...tax, taxableAmount: charged })),
      subtotal: charged,
      totalAmount: total,
      currentBalance: total,
    },
    revenueStatus: 'Immediate',
    planChange: {
      quoteId: shape.quoteId,
      subscriptionId: 'sub_1',
      fromPlanCode: 'SAT_ALLACCESS_MONTHLY',
      toPlanCode: shape.planCode,
      timing: shape.timing ?? 'NOW',
      effectiveOn: '2026-11-26',
      nextBill: { date: '2027-11-26', amount: money(32_387) },
      expires: '2026-11-26T12:30:00.000Z',
    },
  };
}

/** Platinum VIP yearly in Texas: $219.88 after a $20.00 credit for 25 days, 8.25 % sales tax. */
export const PLATINUM_ANNUAL_QUOTE = changeQuote({
  planCode: 'SAT_PLATINUM_ANNUAL',
  packageName: 'Platinum VIP',
  months: 12,
  charged: usd(21_988),
  credit: usd(2000),
  creditDays: 25,
  taxes: [{ code: 'SALES', ratePpm: 82_500, amount: usd(1814) }],
  quoteId: 'quote_1',
});

export function changePurchase(overrides: Partial<PurchaseResult> = {}): PurchaseResult {
  return {
    status: 'SUCCESS',
    orderId: 'ord_change_1',
    accountNumber: '10000001',
    subscriptionId: 'sub_1',
    radioId: null,
    radioIdLastFour: '0001',
    email: 'owner@orbitradio.test',
    maskedUsername: null,
    isUserNameSameAsEmail: false,
    isOfferStreamingEligible: false,
    isEligibleForRegistration: false,
    isRefreshAllowed: false,
    invoiceNumber: null,
    amountCharged: PLATINUM_ANNUAL_QUOTE.currentQuote.currentBalance,
    giftCardAmountApplied: usd(0),
    campaignId: null,
    ...overrides,
  };
}

/**
 * A fake server for the change pages: the signed-in owner's account, its change offers, the
 * Platinum yearly quote for any plan, the order charged at that quote, the sandbox tokenizer.
 */
export function changeServer(
  options: { account?: CareAccount; flags?: Record<string, boolean> } = {},
): FakeServer {
  const server = createFakeServer({ flags: options.flags ?? {} });
  server.on('POST /services/account', () => careOk(options.account ?? careAccount()));
  server.on('POST /services/offers/customer/change', () => careOk(changeOffersResult()));
  server.on('POST /services/quotes/quote', () => careOk(PLATINUM_ANNUAL_QUOTE));
  server.on('POST /services/purchase/change-subscription', () => careOk(changePurchase()));
  answerSandboxTokenizer(server);
  return server;
}

import type {
  CancellationPreview,
  CareAccount,
  CareAccountRequest,
  CareCancellationResult,
  CareCancelOffersRequest,
  CareCancelOffersResult,
  CareCancelSubscriptionRequest,
  CareRevokeCancellationResult,
  CareSubscriptionOptionsResult,
  CurrentPlan,
} from '@orbit/domain';
import { careAccount, usd } from './care-account-fakes.ts';
import { type FakeServer, fakeEndpoint } from './fake-server.ts';

/**
 * The subscription care calls of cancel and "Keep my subscription" in the domain's shapes, for
 * any feature's tests: Jane's All Access radio plan, cancelled online at the end of its term.
 */
export function currentPlan(overrides: Partial<CurrentPlan> = {}): CurrentPlan {
  return {
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
    ...overrides,
  };
}

export function cancellationPreview(
  overrides: Partial<CancellationPreview> = {},
): CancellationPreview {
  return {
    cancellationType: 'END_OF_TERM',
    serviceEndsOn: '2026-12-21',
    refund: usd(0),
    refundedDays: 0,
    ofDays: 30,
    isTrial: false,
    ...overrides,
  };
}

/** Options that let the customer cancel online (rule 1), chat beside it, an offer allowed. */
export function subscriptionOptions(
  overrides: Partial<CareSubscriptionOptionsResult> = {},
): CareSubscriptionOptionsResult {
  return {
    options: ['CHANGE_PLAN', 'CHANGE_TERM', 'CANCEL_SUBSCRIPTION'],
    cancelSubscriptionOptionInfo: {
      showViewOffer: true,
      showTransferRadio: true,
      showCancelOnline: true,
      showCancelViaChat: true,
      triggeredRuleId: 1,
    },
    currentPlan: currentPlan(),
    cancellation: cancellationPreview(),
    ...overrides,
  };
}

export function cancellationResult(
  request: CareCancelSubscriptionRequest,
  preview: CancellationPreview = cancellationPreview(),
): CareCancellationResult {
  const refunded = preview.refund.amountMinor > 0;
  return {
    confirmationNumber: 'CXL-100234',
    subscriptionId: request.subscriptionId,
    cancellationType: preview.cancellationType,
    serviceEndsOn: preview.serviceEndsOn,
    refund: preview.refund,
    refundArrivesBy: refunded ? '2026-12-02' : null,
    isTrial: preview.isTrial,
  };
}

/**
 * The calls of the cancel page on the fake server, each answered by a spy named as the SDK
 * names it: the account loads, the options allow an online cancellation, no retention offer.
 */
export function answerCancelCalls(
  server: FakeServer,
  {
    account = careAccount(),
    options = subscriptionOptions(),
  }: { account?: CareAccount; options?: CareSubscriptionOptionsResult } = {},
) {
  return {
    getAccount: fakeEndpoint<CareAccountRequest, CareAccount | null>(
      server,
      'POST /services/account',
      () => account,
    ),
    updateUseCase: fakeEndpoint<{ useCase: string }, { useCase: string }>(
      server,
      'POST /services/apigateway/update-usecase',
      (request) => request,
    ),
    modifySubscriptionOptions: fakeEndpoint<
      { subscriptionId: string },
      CareSubscriptionOptionsResult
    >(server, 'POST /services/account-mgmt/modify-subscription-options', () => options),
    cancelOffers: fakeEndpoint<CareCancelOffersRequest, CareCancelOffersResult>(
      server,
      'POST /services/offers/customer/cancel',
      () => ({ offer: null }),
    ),
    cancelSubscription: fakeEndpoint<CareCancelSubscriptionRequest, CareCancellationResult>(
      server,
      'POST /services/cancel/subscription',
      (request) => cancellationResult(request, options.cancellation ?? cancellationPreview()),
    ),
    revokeCancellation: fakeEndpoint<{ subscriptionId: string }, CareRevokeCancellationResult>(
      server,
      'POST /services/cancel/subscription/revoke',
      (request) => ({ subscriptionId: request.subscriptionId, renewsOn: '2026-12-21' }),
    ),
  };
}

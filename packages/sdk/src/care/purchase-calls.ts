import {
  type PurchaseAddSubscriptionRequest,
  type PurchaseChangeSubscriptionRequest,
  type PurchaseNewAccountRequest,
  type PurchaseResult,
  purchaseResultSchema,
} from '@orbit/domain';
import type { CareRequester, RequestOptions } from './care-transport.ts';
import { withOptions } from './care-transport.ts';

/** The header the server keys a purchase's replay protection on. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The three purchases (flows §2.1 step 5, §2.2 step 4). Each sends `Idempotency-Key` = the
 * checkout's transaction id, so a repeated click or a retried request answers the first order
 * instead of charging twice; the checkout makes a new id after a card failure.
 */
export interface PurchaseCalls {
  /** `POST /purchase/new-account`: a new account and its streaming sign-in. */
  purchaseNewAccount(
    input: PurchaseNewAccountRequest,
    options?: RequestOptions,
  ): Promise<PurchaseResult>;
  /** `POST /purchase/add-subscription`: a plan for a radio with no active subscription. */
  purchaseAddSubscription(
    input: PurchaseAddSubscriptionRequest,
    options?: RequestOptions,
  ): Promise<PurchaseResult>;
  /** `POST /purchase/change-subscription`: a paid plan following an existing subscription's trial. */
  purchaseChangeSubscription(
    input: PurchaseChangeSubscriptionRequest,
    options?: RequestOptions,
  ): Promise<PurchaseResult>;
}

export function purchaseCalls(request: CareRequester): PurchaseCalls {
  const purchase = (
    path: string,
    input: { paymentInfo: { transactionId: string } },
    options: RequestOptions | undefined,
  ) =>
    request({
      method: 'POST',
      path,
      payload: purchaseResultSchema,
      body: input,
      headers: { [IDEMPOTENCY_KEY_HEADER]: input.paymentInfo.transactionId },
      ...withOptions(options),
    });
  return {
    purchaseNewAccount: (input, options) => purchase('/purchase/new-account', input, options),
    purchaseAddSubscription: (input, options) =>
      purchase('/purchase/add-subscription', input, options),
    purchaseChangeSubscription: (input, options) =>
      purchase('/purchase/change-subscription', input, options),
  };
}

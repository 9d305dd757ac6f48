import type { PurchaseResult } from '@orbit/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Failure } from '../../../shared/errors/index.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { markServerStateStale } from '../../../shared/services/server-state.ts';
import type { FlowAttempt, FlowStore } from './flow-store.ts';
import { reportHandledError } from './report-handled-error.ts';

export interface PlaceOrder {
  /** An order is on its way: the review form says so and ignores further presses. */
  busy: boolean;
  /**
   * Sends the order. `send` gets the attempt's transaction id — the purchase call sends it as
   * `paymentInfo.transactionId` and its Idempotency-Key — so a retry of one attempt is the same
   * order to the server. Placed: kept in the store, account data read again, thanks. Refused:
   * reported through `failureOf`, then `onRefused` sends the customer back and renews the attempt
   * (`store.newAttempt`).
   */
  placeOrder(send: (transactionId: string) => Promise<PurchaseResult>): Promise<void>;
}

export interface PlaceOrderOptions<S extends FlowAttempt> {
  store: FlowStore<S>;
  /** The plan ordered, for the `complete-order` event. */
  planCode: string;
  thanksUrl: string;
  onRefused(failure: Failure): void | Promise<void>;
}

/** The review step's submit, the same for every flow; what the order is stays with the flow. */
export function usePlaceOrder<S extends FlowAttempt>(options: PlaceOrderOptions<S>): PlaceOrder {
  const services = useAppServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { store, planCode, thanksUrl, onRefused } = options;

  const placeOrder = async (send: (transactionId: string) => Promise<PurchaseResult>) => {
    const { transactionId } = store.get();
    setBusy(true);
    try {
      store.placed(await send(transactionId));
      // The account has a new subscription: the account pages read it again.
      markServerStateStale(services.serverState);
      services.dataLayer.push('complete-order', {
        planInfo: { planCodes: [planCode] },
        customerInfo: { transactionId },
      });
      void navigate(thanksUrl, { replace: true });
    } catch (error) {
      await onRefused(reportHandledError(services, error, 'purchase'));
      setBusy(false);
    }
  };
  return { busy, placeOrder };
}

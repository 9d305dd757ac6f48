import type { OrderQuote, PresentedOffer, PurchaseResult } from '@orbit/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Failure } from '../../../shared/errors/index.ts';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { markServerStateStale } from '../../../shared/services/server-state.ts';
import { type PlacedOrder, placedOrderQuery } from '../checkout-queries.ts';
import type { FlowAttempt, FlowStore } from './flow-store.ts';
import { reportHandledError } from './report-handled-error.ts';

/** The purchase call of a flow's order, sent with the attempt's transaction id. */
export type SendOrder = (transactionId: string) => Promise<PurchaseResult>;

export interface PlaceOrder {
  /** An order is on its way (or its refusal being handled): the form ignores further presses. */
  busy: boolean;
  /**
   * The last press got "not now" (the service is unavailable, or this payment is being decided
   * by another request: PAYMENT_IN_PROGRESS): the customer stays on review and presses again,
   * which sends the same attempt — the same transaction id, so the server answers it once.
   */
  tryAgainInAMoment: boolean;
  /**
   * Sends the order. `send` gets the attempt's transaction id — the purchase call sends it as
   * `paymentInfo.transactionId` and its Idempotency-Key — so a retry of one attempt is the same
   * order to the server. Placed: kept in the query cache under the transaction id for the thanks
   * step, account data read again, thanks. Refused: reported through `failureOf`, then
   * `onRefused` sends the customer back and renews the attempt (`store.newAttempt`).
   */
  placeOrder(send: SendOrder): void;
}

export interface PlaceOrderOptions<S extends FlowAttempt> {
  store: FlowStore<S>;
  /** The offer ordered: the `complete-order` event's plan, and what thanks shows was bought. */
  offer: PresentedOffer | undefined;
  /** The quote the order was priced with, shown again on thanks. */
  quote: OrderQuote | undefined;
  thanksUrl: string;
  onRefused(failure: Failure): void | Promise<void>;
}

/** The review step's submit, the same for every flow; what the order is stays with the flow. */
export function usePlaceOrder<S extends FlowAttempt>(options: PlaceOrderOptions<S>): PlaceOrder {
  const services = useAppServices();
  const navigate = useNavigate();
  const { store, offer, quote, thanksUrl, onRefused } = options;
  const [tryAgainInAMoment, setTryAgainInAMoment] = useState(false);
  const order = useMutation({
    mutationFn: async ({ send, offer }: { send: SendOrder; offer: PresentedOffer }) => {
      const { transactionId } = store.get();
      const placed: PlacedOrder = { purchase: await send(transactionId), offer, quote };
      return { transactionId, placed };
    },
    onSuccess: ({ transactionId, placed }) => {
      appQueryClientOf(services).setQueryData(placedOrderQuery(transactionId).queryKey, placed);
      // The account has a new subscription: the account pages read it again.
      markServerStateStale(services.serverState);
      services.dataLayer.push('complete-order', {
        planInfo: { planCodes: [placed.offer.planCode] },
        customerInfo: { transactionId },
      });
      void navigate(thanksUrl, { replace: true });
    },
    // Awaited before the mutation settles: the form stays busy until the customer is sent back.
    onError: (error) => {
      const failure = reportHandledError(services, error, 'purchase');
      if (failure.kind === 'unavailable') {
        setTryAgainInAMoment(true);
        return;
      }
      return onRefused(failure);
    },
  });
  return {
    busy: order.isPending,
    tryAgainInAMoment,
    placeOrder: (send) => {
      if (!offer) return;
      setTryAgainInAMoment(false);
      order.mutate({ send, offer });
    },
  };
}

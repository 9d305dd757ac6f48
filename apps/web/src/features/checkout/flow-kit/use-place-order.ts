import type { CareCaptchaFields, OrderQuote, PresentedOffer, PurchaseResult } from '@orbit/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Failure, failureOf } from '../../../shared/errors/index.ts';
import { type AskedHumanCheck, useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { markServerStateStale } from '../../../shared/services/server-state.ts';
import { type PlacedOrder, placedOrderQuery } from '../checkout-queries.ts';
import type { FlowAttempt, FlowStore } from './flow-store.ts';
import { reportHandledError } from './report-handled-error.ts';

/**
 * The purchase call of a flow's order, sent with the attempt's transaction id and, once the
 * checkout asked for one, a solved human check's proof (`captchaAnswer`, `captchaToken`).
 */
export type SendOrder = (
  transactionId: string,
  captcha: CareCaptchaFields,
) => Promise<PurchaseResult | StartedTrial>;

/**
 * What a streaming trial started without a card answers (ADR 057), as thanks shows it: the
 * account and subscription as an order's, and the day the trial ends.
 */
export interface StartedTrial {
  purchase: PurchaseResult;
  trialEndsOn: string;
}

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
  /**
   * The human check the order needs (flows §2.1 step 5, "captcha if required"): shown when the
   * captcha check said REQUIRED, or when the order was refused for want of one (428). Its proof
   * goes with the next press, under the same transaction id (a 428 is not the order's answer).
   */
  humanCheck: AskedHumanCheck | undefined;
}

export interface PlaceOrderOptions<S extends FlowAttempt> {
  store: FlowStore<S>;
  /** The offer ordered: the `complete-order` event's plan, and what thanks shows was bought. */
  offer: PresentedOffer | undefined;
  /** The quote the order was priced with, shown again on thanks. */
  quote: OrderQuote | undefined;
  thanksUrl: string;
  /** The captcha check said REQUIRED: the check is shown before the first press. */
  humanCheckRequired?: boolean;
  onRefused(failure: Failure): void | Promise<void>;
}

/** The review step's submit, the same for every flow; what the order is stays with the flow. */
export function usePlaceOrder<S extends FlowAttempt>(options: PlaceOrderOptions<S>): PlaceOrder {
  const services = useAppServices();
  const navigate = useNavigate();
  const { store, offer, quote, thanksUrl, onRefused } = options;
  const [tryAgainInAMoment, setTryAgainInAMoment] = useState(false);
  const humanCheck = useAskedHumanCheck();
  const [humanCheckShown, setHumanCheckShown] = useState(false);
  const { ask } = humanCheck;
  const required = options.humanCheckRequired ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ask` is new each render; the check is asked for once, when the captcha check says so.
  useEffect(() => {
    if (required) void ask().then(setHumanCheckShown);
  }, [required]);
  const order = useMutation({
    mutationFn: async ({ send, offer }: { send: SendOrder; offer: PresentedOffer }) => {
      const { transactionId } = store.get();
      const sent = await send(transactionId, humanCheck.takeProof());
      const placed: PlacedOrder =
        'trialEndsOn' in sent ? { ...sent, offer, quote } : { purchase: sent, offer, quote };
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
    onError: async (error) => {
      const asked = await humanCheck.askedBy(failureOf(error));
      if (asked) {
        setHumanCheckShown(true);
        return;
      }
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
    humanCheck: humanCheckShown ? humanCheck : undefined,
    placeOrder: (send) => {
      if (!offer) return;
      setTryAgainInAMoment(false);
      order.mutate({ send, offer });
    },
  };
}

import {
  addMoney,
  type Money,
  money,
  type PurchaseMultiSubscriptionRequest,
  type PurchaseMultiSubscriptionResult,
  radioIdLastFour,
} from '@orbit/domain';
import { careOk } from '../../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import {
  type CardOnFile,
  cardRefusal,
  type NewCard,
  newCommerceId,
  purchaseCardOf,
  refundOrAlert,
  tokenOf,
} from '../../billing/index.ts';
import type { CheckoutRequestDeps } from '../orders/checkout-deps.ts';
import { closedOrderRefusal, refusalOf } from '../orders/confirm-order.ts';
import { type FulfilmentResult, fulfilOrder } from '../orders/fulfil-order.ts';
import type { Fulfilment } from '../orders/fulfilment.ts';
import { phasesOfOffers, planNameOf } from '../orders/order-offers.ts';
import { findOrder, markOrderFailed } from '../orders/order-store.ts';
import { cardAmountOf } from '../orders/order-view.ts';
import type { PurchaseContext } from '../orders/purchase-context.ts';
import { checkedPurchaseAddress, fieldRefusal } from '../orders/purchase-fields.ts';
import { withPurchaseLocks } from '../orders/purchase-subjects.ts';
import {
  type MultiRadioLine,
  type MultiRadioOrder,
  multiRadioOrderOf,
  multiRadioSubjectsOf,
} from './multi-radio-choice.ts';
import { type MultiRadioOrderRow, multiRadioOrderRows } from './multi-radio-orders.ts';

/** Thrown inside the transaction when another run confirmed one of the rows first. */
class LostRace extends Error {}

/**
 * `purchase/multi-subscription` (flows §4.6; ADR 047): every radio's plan in one order, all or
 * none. Decided holding the account, every radio, the new card (ADR 021; the locks are taken in
 * sorted order, so two orders sharing radios never wait on each other in a circle): the choice
 * is read again once held and priced as the quote prices it; one order row per radio; ONE
 * charge of the sum (the discount taken off); then every subscription, invoice and the stored
 * answer in ONE transaction. A refusal before the charge writes nothing but the rows marked
 * failed; a card refusal charges nothing; a transaction that fails after the charge gives the
 * money back and leaves no subscription.
 */
export async function purchaseMultiSubscription(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseMultiSubscriptionRequest,
): Promise<StoredAnswer> {
  const now = deps.clock();
  const named = await multiRadioOrderOf(deps.db, context, body.radios, now);
  return withPurchaseLocks(
    deps,
    context,
    body,
    { subjects: multiRadioSubjectsOf(named), buyers: [], promoCustomerKey: '', now },
    async () => {
      const order = await multiRadioOrderOf(deps.db, context, body.radios, now);
      if ((body.paymentInfo.giftCards?.length ?? 0) > 0) {
        throw fieldRefusal('paymentInfo.giftCards.0');
      }
      // Only the account's signed-in owner may use its card on file.
      if (order.access.via !== 'owner' && body.paymentInfo.useCardOnFile) {
        throw fieldRefusal('paymentInfo.useCardOnFile');
      }
      const { account } = order;
      const card = await purchaseCardOf(deps.db, deps.gateway, body.paymentInfo, {
        country: order.country,
        now,
        accountNumber: order.access.via === 'owner' ? account.accountNumber : null,
        billingAddress: body.billingAddress
          ? checkedPurchaseAddress(body.billingAddress, 'billingAddress').address
          : (account.billingAddress ?? account.serviceAddress),
      });
      const rows = await multiRadioOrderRows(deps.db, context, order, {
        paymentMethodId: card.kind === 'onFile' ? card.paymentMethodId : null,
        now,
      });
      return chargeAndFulfil(deps, context, { order, rows, card, now });
    },
  );
}

async function failAll(
  deps: CheckoutRequestDeps,
  rows: readonly MultiRadioOrderRow[],
  code: string,
) {
  let moved = false;
  for (const { row } of rows) moved = (await markOrderFailed(deps.db, row.id, code)) || moved;
  return moved;
}

async function chargeAndFulfil(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  input: {
    order: MultiRadioOrder;
    rows: MultiRadioOrderRow[];
    card: NewCard | CardOnFile;
    now: Date;
  },
): Promise<StoredAnswer> {
  const { order, rows, card, now } = input;
  const [first] = rows;
  if (!first) throw new Error('an order has at least one radio');
  for (const { row } of rows) {
    if (row.status !== 'quoted') throw closedOrderRefusal(row);
  }
  const currency = first.quote.currentQuote.currency;
  const total = rows.reduce<Money>(
    (sum, { quote }) => addMoney(sum, cardAmountOf(quote)),
    money(0, currency),
  );
  const charged = await deps.gateway.charge({
    token: tokenOf(card),
    amount: total,
    // The first row's id: a retry that finds the same rows charges under the same key.
    idempotencyKey: first.row.id,
    description: `Orbit Radio multi-radio order of ${rows.length} radios`,
  });
  if (charged.status === 'failed') {
    const refusal = cardRefusal(charged.outcome);
    await failAll(deps, rows, refusal.code);
    throw refusal;
  }
  const buyer = order.access.via === 'owner' ? 'accountHolder' : 'radioHolder';
  try {
    return await deps.db.transaction(async (tx) => {
      const results: FulfilmentResult[] = [];
      for (const [index, { row, quote }] of rows.entries()) {
        const line = order.lines[index];
        if (!line) throw new Error('a line per order row');
        // The card is attached once, by the first radio; the others are charged to it.
        const paidWith: NewCard | CardOnFile = results[0]
          ? { kind: 'onFile', paymentMethodId: results[0].paymentMethodId, token: tokenOf(card) }
          : card;
        const plan = fulfilmentOf(order, line, { card: paidWith, buyer, now });
        const result = await fulfilOrder(
          tx,
          row,
          quote,
          plan,
          {
            gateway: deps.gateway.name,
            chargeId: charged.chargeId,
            cardAmount: cardAmountOf(quote),
            giftCardAmount: money(0, currency),
          },
          now,
        );
        if (!result) throw new LostRace();
        results.push(result);
      }
      const answer = answerOf(order, rows, results, total);
      await context.claim.completeWithin(tx, answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof LostRace) {
      throw closedOrderRefusal((await findOrder(deps.db, first.row.id)) ?? first.row);
    }
    const refusal = refusalOf(error);
    if ((await failAll(deps, rows, refusal.code)) && total.amountMinor > 0) {
      await refundOrAlert(deps, charged.chargeId, { orderId: first.row.id });
    }
    throw refusal;
  }
}

function fulfilmentOf(
  order: MultiRadioOrder,
  line: MultiRadioLine,
  input: { card: NewCard | CardOnFile; buyer: Fulfilment['buyer']; now: Date },
): Fulfilment {
  const { account, country, locale } = order;
  const { offer } = line;
  const radioId = line.radio.radio.radioId;
  return {
    buyer: input.buyer,
    country,
    locale,
    account: {
      kind: 'existing',
      accountNumber: account.accountNumber,
      ownerIdentityId: account.ownerIdentityId,
    },
    newIdentity: null,
    profile: {
      firstName: account.firstName,
      lastName: account.lastName,
      serviceAddress: account.serviceAddress,
    },
    card: input.card,
    subscription: {
      kind: 'new',
      subscriptionId: newCommerceId('subscription', input.now),
      planCode: offer.planCode,
      packageId: offer.packageId,
      serviceType: 'satellite',
      radioId,
      phases: phasesOfOffers({ offer, followOn: undefined }, input.now),
    },
    promo: null,
    giftCardId: null,
    notice: {
      emailAddress: account.email,
      firstName: account.firstName,
      planName: planNameOf(offer, locale),
    },
    streamingAvailable: offer.package.streamingAvailable,
    campaignId: offer.campaignId,
  };
}

function answerOf(
  order: MultiRadioOrder,
  rows: readonly MultiRadioOrderRow[],
  results: readonly FulfilmentResult[],
  total: Money,
): StoredAnswer {
  const [first] = results;
  const body: PurchaseMultiSubscriptionResult = {
    status: 'SUCCESS',
    orderId: rows[0]?.row.id ?? '',
    invoiceNumber: first?.invoiceNumber ?? null,
    accountNumberLastFour: order.account.accountNumber.slice(-4),
    email: order.account.email ?? '',
    amountCharged: total,
    mrdDiscount: order.quote.mrdDiscount,
    subscriptions: results.map((result, index) => {
      const line = order.lines[index];
      return {
        deviceRef: line?.deviceRef ?? '',
        radioIdLastFour: radioIdLastFour(result.radioId ?? ''),
        subscriptionId: result.subscriptionId,
        planCode: line?.offer.planCode ?? '',
        action: 'addSubscription' as const,
        isMrdEligible: order.quote.lines[index]?.isMrdEligible ?? false,
      };
    }),
  };
  return { status: 200, body: careOk(body) };
}

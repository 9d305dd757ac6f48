import { createOrderRequestSchema, orderSchema } from '@orbit/domain';
import { z } from 'zod';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../../platform/http/service-surface.ts';
import { serviceCallerOf } from '../../../platform/idempotency/caller-scope.ts';
import { answerIdempotently } from '../../../platform/idempotency/idempotent-request.ts';
import { commerceCallerOf } from '../../billing/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { orderView } from './order-view.ts';
import { confirmServiceOrder, createServiceOrder, ownedOrder } from './service-orders.ts';
import { isSubscriptionChangeOrder } from './subscription-change-orders.ts';

const TAGS = ['order'];
const confirmHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe('Required: one per confirm, reused by its retries'),
});
const params = z.object({ orderId: z.string().min(1).max(64) }).strict();

/** `order/v1/orders`: create (a priced quote), confirm (pay and subscribe), read (spec 001 §7). */
export function registerOrderRoutes(app: App, deps: CheckoutDeps): void {
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('order', 'create'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Create an order: a new subscription, a plan switch, a cancellation or a revoke',
        description:
          '`newSubscription{offerId, promoCode?, deviceId?, giftCardId?, stripePaymentMethodId?}` ' +
          'for the caller’s account, priced for its billing profile’s service address. ' +
          '`giftCardId` is a token from `POST /giftcard/v1/giftcards` of the same caller (a card’s ' +
          'own id is refused: GIFT_CARD_TOKEN_NOT_FOUND). Refusals: ' +
          'BILLING_PROFILE_NOT_FOUND, NO_CARD_ON_ACCOUNT, PAYMENT_METHOD_NOT_FOUND, OFFER_NOT_FOUND, ' +
          'OFFER_EXPIRED, INELIGIBLE_FOR_OFFER, promo and gift card codes, DEVICE_NOT_FOUND, ' +
          'ACTIVE_SATELLITE_SUBSCRIPTION. `planSwitch{subscriptionId, offerId, giftCardId?, flow}` ' +
          'moves one of the caller’s subscriptions to another plan (ADR 030): priced as the care ' +
          'preview (now with the unused days credited, or at the next renewal for a cheaper ' +
          'switch; `planSwitch.timing`, `effectiveOn`), charged to the account’s default card ' +
          'when confirmed; SUBSCRIPTION_NOT_FOUND (another’s or unknown), SAME_PLAN (409), ' +
          'SUBSCRIPTION_CLOSED / SUBSCRIPTION_NOT_CHANGEABLE (409), NO_CARD_ON_ACCOUNT. ' +
          'Its `giftCardId` (a registered token, as for newSubscription) pays first: ' +
          '`giftCardBalance` is the balance it was priced with, the card pays the rest (0: only ' +
          'verified). Confirming it after the subscription, or that gift card’s balance, changed: ' +
          '409 SUBSCRIPTION_CHANGED, nothing charged or debited. ' +
          '`cancelSubscription{subscriptionId, cancellationType, ' +
          'reasonCode, otherReasonText?}` and `revokeSubscriptionCancellation{subscriptionId}` for a ' +
          'subscription of the caller’s accounts (anyone else’s: SUBSCRIPTION_NOT_FOUND): the ' +
          'cancellation’s preview in `cancellation`, its refund as a negative total; ' +
          'SUBSCRIPTION_NOT_CHANGEABLE, NO_PENDING_CANCELLATION, CANCELLATION_ALREADY_EFFECTIVE, ' +
          'SUBSCRIPTION_CLOSED (409).',
        body: createOrderRequestSchema,
        response: { 201: orderSchema },
        errors: [404, 409, 429],
      },
      handler: async (request, reply) => {
        const { body } = request;
        const caller = commerceCallerOf(deps, request);
        if ('newSubscription' in body) {
          return reply.code(201).send(await createServiceOrder(caller, body));
        }
        if ('planSwitch' in body) {
          const order = await deps.planChanges.createServiceOrder(
            { ...deps, log: request.log },
            caller,
            body.planSwitch,
          );
          return reply.code(201).send(order);
        }
        if (deps.subscriptionChanges) {
          return reply.code(201).send(await deps.subscriptionChanges.create(caller, body));
        }
        throw new AppError(
          'INVALID_PAYLOAD',
          'cancel and revoke orders are not offered by this server',
        );
      },
    });

    service.route({
      ...serviceRoute('order', 'confirm'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Confirm an order: charge its card and start the subscription',
        description:
          'Idempotency-Key required: the same key replays the answer (a refusal too), another ' +
          'order or body with it 422, a confirm still running 409. Card refusals (402): ' +
          'CARD_DECLINED, INSUFFICIENT_FUNDS, FRAUD_REJECT, CREDIT_CARD_ERROR; the order is then ' +
          'failed and its payment method cleared (create another). ORDER_ALREADY_CONFIRMED (409), ' +
          'ORDER_EXPIRED (410); the radio, gift card or promo code being decided by another ' +
          'request right now: 409 PAYMENT_IN_PROGRESS (Retry-After), nothing charged. Only the ' +
          'order’s creator: anyone else 404. A cancellation or revoke whose subscription changed ' +
          'since the quote: 409 SUBSCRIPTION_CHANGED, the order failed, nothing done.',
        headers: confirmHeaders,
        params,
        response: { 200: orderSchema },
        errors: [402, 404, 409, 410, 422, 429],
      },
      handler: async (request, reply) => {
        const caller = commerceCallerOf(deps, request);
        return answerIdempotently(
          deps,
          request,
          reply,
          { operation: 'order.confirm', caller: serviceCallerOf(request) },
          async (claim) => {
            const changes = deps.subscriptionChanges;
            const order = await ownedOrder(caller, request.params.orderId);
            if (changes && isSubscriptionChangeOrder(order)) {
              return changes.confirm(caller, order, claim);
            }
            return confirmServiceOrder(
              { ...deps, log: request.log },
              caller,
              request.params.orderId,
              claim,
            );
          },
        );
      },
    });

    service.route({
      ...serviceRoute('order', 'get'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'An order of the caller',
        description: 'ORDER_NOT_FOUND for an unknown id and for anyone else’s order alike.',
        params,
        response: { 200: orderSchema },
        errors: [404, 429],
      },
      handler: async (request) =>
        orderView(await ownedOrder(commerceCallerOf(deps, request), request.params.orderId)),
    });
  });
}

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
        summary: 'Create a new-subscription order: a quote kept 30 minutes',
        description:
          '`newSubscription{offerId, promoCode?, deviceId?, giftCardId?, stripePaymentMethodId?}` ' +
          'for the caller’s account, priced for its billing profile’s service address. ' +
          '`giftCardId` is a token from `POST /giftcard/v1/giftcards` of the same caller (a card’s ' +
          'own id is refused: GIFT_CARD_TOKEN_NOT_FOUND). Refusals: ' +
          'BILLING_PROFILE_NOT_FOUND, NO_CARD_ON_ACCOUNT, PAYMENT_METHOD_NOT_FOUND, OFFER_NOT_FOUND, ' +
          'OFFER_EXPIRED, INELIGIBLE_FOR_OFFER, promo and gift card codes, DEVICE_NOT_FOUND, ' +
          'ACTIVE_SATELLITE_SUBSCRIPTION.',
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
        // PLACEHOLDER until the change kinds land: cancelSubscription, revoke.
        throw new AppError('INVALID_PAYLOAD', 'order kind not offered yet');
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
          'order’s creator: anyone else 404.',
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
          (claim) =>
            confirmServiceOrder(
              { ...deps, log: request.log },
              caller,
              request.params.orderId,
              claim,
            ),
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

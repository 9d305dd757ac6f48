import {
  giftCardRegistrationSchema,
  registerGiftCardQuerySchema,
  registerGiftCardRequestSchema,
} from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { commerceCallerOf } from './billing-caller.ts';
import type { BillingDeps } from './billing-deps.ts';
import { registerGiftCard } from './gift-card-registration.ts';

/** `giftcard/v1`: registering a gift card for later use by its token (spec 001 §7). */
export function registerGiftCardRoutes(app: App, deps: BillingDeps): void {
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('giftCard', 'register'),
      config: { access: 'signed-in' },
      schema: {
        tags: ['giftcard'],
        summary: 'Register a gift card: a token for it and its actual balance',
        description:
          'An incomm card by its `number` alone; a BlackHawk-style card also with `securityCode` ' +
          'and `expiry` (MM/YY). The token is the caller’s alone and lasts 30 minutes: redeem it ' +
          'to the balance (`billing/v1/balance/redeem-giftcard`) or pay a balance with it ' +
          '(`giftCardId`). Refusals on `number`: GIFT_CARD_NUMBER_INVALID (also a wrong security ' +
          'code or expiry), NO_GIFT_CARD_BALANCE, GIFT_CARD_NOT_REDEEMABLE, ' +
          'GIFT_CARD_ALREADY_REDEEMED, GIFT_CARD_COUNTRY_ERROR (a card of the other `country`); ' +
          '429 when one client address tries too many cards. Signed-in sessions only (403).',
        querystring: registerGiftCardQuerySchema,
        body: registerGiftCardRequestSchema,
        response: { 201: giftCardRegistrationSchema },
        errors: [429],
      },
      handler: async (request, reply) => {
        const registration = await registerGiftCard(commerceCallerOf(deps, request), request.body, {
          country: request.query.country,
          clientAddress: request.ip,
        });
        return reply.code(201).send(registration);
      },
    });
  });
}

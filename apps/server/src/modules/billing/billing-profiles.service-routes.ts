import {
  billingProfileSchema,
  createBillingProfileRequestSchema,
  createPaymentMethodRequestSchema,
  paymentMethodListSchema,
  paymentMethodSchema,
  updateBillingProfileRequestSchema,
} from '@orbit/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { commerceCallerOf } from './billing-caller.ts';
import type { BillingDeps } from './billing-deps.ts';
import {
  createBillingProfile,
  getBillingProfile,
  getDefaultBillingProfile,
  updateBillingProfile,
} from './billing-profiles.ts';
import {
  createPaymentMethod,
  getPaymentMethod,
  listPaymentMethods,
  setDefaultPaymentMethod,
} from './payment-methods.ts';

const TAGS = ['billing'];
const profileParams = z.object({ billingProfileId: z.string().min(1).max(64) }).strict();
const methodParams = z.object({ paymentMethodId: z.string().min(1).max(64) }).strict();

const OWNER_NOTE =
  ' Only the signed-in owner of the account sees it: anyone else gets 404, as for an id that ' +
  'does not exist. Anonymous sessions: 403.';

/** `billing/v1`: billing profiles and payment methods of the caller's accounts (spec 001 §7). */
export function registerBillingRoutes(app: App, deps: BillingDeps): void {
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('billing', 'createBillingProfile'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Create the billing profile of the caller’s account',
        description:
          'Name and service address (state, zip code, country). A sign-in with no account yet ' +
          'gets one (a new 8-digit account number). One profile per account.',
        body: createBillingProfileRequestSchema,
        response: { 201: billingProfileSchema },
        errors: [429],
      },
      handler: async (request, reply) => {
        const profile = await createBillingProfile(commerceCallerOf(deps, request), request.body);
        return reply.code(201).send(profile);
      },
    });

    service.route({
      ...serviceRoute('billing', 'getBillingProfile'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'A billing profile of the caller',
        description: `BILLING_PROFILE_NOT_FOUND otherwise.${OWNER_NOTE}`,
        params: profileParams,
        response: { 200: billingProfileSchema },
        errors: [404, 429],
      },
      handler: async (request) =>
        getBillingProfile(commerceCallerOf(deps, request), request.params.billingProfileId),
    });

    service.route({
      ...serviceRoute('billing', 'updateBillingProfile'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Change the name or the service address of a billing profile',
        description:
          'The service address may change only within its postal code (spec 001 §5); another ' +
          `postal code is 400 on serviceAddress.zipCode.${OWNER_NOTE}`,
        params: profileParams,
        body: updateBillingProfileRequestSchema,
        response: { 200: billingProfileSchema },
        errors: [404, 429],
      },
      handler: async (request) =>
        updateBillingProfile(
          commerceCallerOf(deps, request),
          request.params.billingProfileId,
          request.body,
        ),
    });

    service.route({
      ...serviceRoute('billing', 'defaultBillingProfile'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'The caller’s billing profile (of its first account that has one)',
        description: 'BILLING_PROFILE_NOT_FOUND when the caller has none yet.',
        response: { 200: billingProfileSchema },
        errors: [404, 429],
      },
      handler: async (request) => getDefaultBillingProfile(commerceCallerOf(deps, request)),
    });

    service.route({
      ...serviceRoute('billing', 'listPaymentMethods'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'The caller’s cards: brand, last 4, expiry, default',
        response: { 200: paymentMethodListSchema },
        errors: [429],
      },
      handler: async (request) => {
        return { paymentMethods: await listPaymentMethods(commerceCallerOf(deps, request)) };
      },
    });

    service.route({
      ...serviceRoute('billing', 'createPaymentMethod'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Keep a card (by its gateway token) for a billing profile',
        description:
          'The token comes from the gateway’s tokenizer; the card number never reaches this ' +
          'call. A token unknown, expired or already kept: 400 CARD_TOKEN_INVALID; the same card ' +
          'being kept by another request right now: 409 PAYMENT_IN_PROGRESS (Retry-After). The ' +
          `first card of a profile becomes its default.${OWNER_NOTE}`,
        body: createPaymentMethodRequestSchema,
        response: { 201: paymentMethodSchema },
        errors: [404, 409, 429],
      },
      handler: async (request, reply) => {
        const method = await createPaymentMethod(commerceCallerOf(deps, request), request.body);
        return reply.code(201).send(method);
      },
    });

    service.route({
      ...serviceRoute('billing', 'getPaymentMethod'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'A card of the caller',
        description: `PAYMENT_METHOD_NOT_FOUND otherwise.${OWNER_NOTE}`,
        params: methodParams,
        response: { 200: paymentMethodSchema },
        errors: [404, 429],
      },
      handler: async (request) =>
        getPaymentMethod(commerceCallerOf(deps, request), request.params.paymentMethodId),
    });

    service.route({
      ...serviceRoute('billing', 'setDefaultPaymentMethod'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Make a card the default of its billing profile',
        description: `An expired card: 400 NO_CARD_ON_ACCOUNT.${OWNER_NOTE}`,
        params: methodParams,
        response: { 200: paymentMethodSchema },
        errors: [404, 429],
      },
      handler: async (request) =>
        setDefaultPaymentMethod(commerceCallerOf(deps, request), request.params.paymentMethodId),
    });
  });
}

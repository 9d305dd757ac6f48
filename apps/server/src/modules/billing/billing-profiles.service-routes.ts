import {
  billingProfileSchema,
  createBillingProfileRequestSchema,
  createPaymentMethodRequestSchema,
  paymentMethodListSchema,
  paymentMethodSchema,
  updateBillingProfileRequestSchema,
} from '@orbit/domain';
import { z } from 'zod';
import { requireAccessToken } from '../../platform/auth/require-access-token.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { documentedHeader, serviceErrorResponses } from '../../platform/http/service-schemas.ts';
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
const headers = z.looseObject({
  authorization: documentedHeader('Bearer <access token> of a signed-in session'),
});
const errors = (...statuses: number[]) => serviceErrorResponses(400, 401, 403, 429, ...statuses);
const profileParams = z.object({ billingProfileId: z.string().min(1).max(64) }).strict();
const methodParams = z.object({ paymentMethodId: z.string().min(1).max(64) }).strict();

const OWNER_NOTE =
  ' Only the signed-in owner of the account sees it: anyone else gets 404, as for an id that ' +
  'does not exist. Anonymous sessions: 403.';

/** `billing/v1`: billing profiles and payment methods of the caller's accounts (spec 001 §7). */
export function registerBillingRoutes(app: App, deps: BillingDeps): void {
  app.route({
    ...serviceRoute('billing', 'createBillingProfile'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Create the billing profile of the caller’s account',
      description:
        'Name and service address (state, zip code, country). A sign-in with no account yet ' +
        'gets one (a new 8-digit account number). One profile per account.',
      headers,
      body: createBillingProfileRequestSchema,
      response: { 201: billingProfileSchema, ...errors() },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const profile = await createBillingProfile(commerceCallerOf(deps, request), request.body);
      return reply.code(201).send(profile);
    },
  });

  app.route({
    ...serviceRoute('billing', 'getBillingProfile'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'A billing profile of the caller',
      description: `BILLING_PROFILE_NOT_FOUND otherwise.${OWNER_NOTE}`,
      headers,
      params: profileParams,
      response: { 200: billingProfileSchema, ...errors(404) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return getBillingProfile(commerceCallerOf(deps, request), request.params.billingProfileId);
    },
  });

  app.route({
    ...serviceRoute('billing', 'updateBillingProfile'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Change the name or the service address of a billing profile',
      description:
        'The service address may change only within its postal code (spec 001 §5); another ' +
        `postal code is 400 on serviceAddress.zipCode.${OWNER_NOTE}`,
      headers,
      params: profileParams,
      body: updateBillingProfileRequestSchema,
      response: { 200: billingProfileSchema, ...errors(404) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return updateBillingProfile(
        commerceCallerOf(deps, request),
        request.params.billingProfileId,
        request.body,
      );
    },
  });

  app.route({
    ...serviceRoute('billing', 'defaultBillingProfile'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'The caller’s billing profile (of its first account that has one)',
      description: 'BILLING_PROFILE_NOT_FOUND when the caller has none yet.',
      headers,
      response: { 200: billingProfileSchema, ...errors(404) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return getDefaultBillingProfile(commerceCallerOf(deps, request));
    },
  });

  app.route({
    ...serviceRoute('billing', 'listPaymentMethods'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'The caller’s cards: brand, last 4, expiry, default',
      headers,
      response: { 200: paymentMethodListSchema, ...errors() },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return { paymentMethods: await listPaymentMethods(commerceCallerOf(deps, request)) };
    },
  });

  app.route({
    ...serviceRoute('billing', 'createPaymentMethod'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Keep a card (by its gateway token) for a billing profile',
      description:
        'The token comes from the gateway’s tokenizer; the card number never reaches this ' +
        'call. A token unknown, expired or already kept: 400 CARD_TOKEN_INVALID. The first ' +
        `card of a profile becomes its default.${OWNER_NOTE}`,
      headers,
      body: createPaymentMethodRequestSchema,
      response: { 201: paymentMethodSchema, ...errors(404) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const method = await createPaymentMethod(commerceCallerOf(deps, request), request.body);
      return reply.code(201).send(method);
    },
  });

  app.route({
    ...serviceRoute('billing', 'getPaymentMethod'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'A card of the caller',
      description: `PAYMENT_METHOD_NOT_FOUND otherwise.${OWNER_NOTE}`,
      headers,
      params: methodParams,
      response: { 200: paymentMethodSchema, ...errors(404) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return getPaymentMethod(commerceCallerOf(deps, request), request.params.paymentMethodId);
    },
  });

  app.route({
    ...serviceRoute('billing', 'setDefaultPaymentMethod'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Make a card the default of its billing profile',
      description: `An expired card: 400 NO_CARD_ON_ACCOUNT.${OWNER_NOTE}`,
      headers,
      params: methodParams,
      response: { 200: paymentMethodSchema, ...errors(404) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return setDefaultPaymentMethod(
        commerceCallerOf(deps, request),
        request.params.paymentMethodId,
      );
    },
  });
}

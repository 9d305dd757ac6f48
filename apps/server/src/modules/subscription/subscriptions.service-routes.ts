import { commerceSubscriptionListSchema, commerceSubscriptionSchema } from '@orbit/domain';
import { z } from 'zod';
import { requireAccessToken } from '../../platform/auth/require-access-token.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { documentedHeader, serviceErrorResponses } from '../../platform/http/service-schemas.ts';
import { type BillingDeps, commerceCallerOf } from '../billing/index.ts';
import { subscriptionsOfCaller } from './caller-subscriptions.ts';
import { commerceSubscriptionView } from './subscription-view.ts';

const TAGS = ['subscription'];
const headers = z.looseObject({
  authorization: documentedHeader('Bearer <access token> of a signed-in session'),
});

/** `subscription/v1/subscriptions` and `/{subscriptionId}`: the caller's subscriptions. */
export function registerSubscriptionCapability(app: App, deps: BillingDeps): void {
  app.route({
    ...serviceRoute('subscription', 'list'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'The caller’s subscriptions (owned accounts, and those it listens on)',
      headers,
      response: { 200: commerceSubscriptionListSchema, ...serviceErrorResponses(401, 403, 429) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const caller = commerceCallerOf(deps, request);
      const found = await subscriptionsOfCaller(caller.db, caller.identityId);
      return { subscriptions: found.map((row) => commerceSubscriptionView(row, caller.now)) };
    },
  });

  app.route({
    ...serviceRoute('subscription', 'get'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'A subscription of the caller',
      description: 'SUBSCRIPTION_NOT_FOUND for an unknown id and for anyone else’s alike.',
      headers,
      params: z.object({ subscriptionId: z.string().min(1).max(64) }).strict(),
      response: {
        200: commerceSubscriptionSchema,
        ...serviceErrorResponses(400, 401, 403, 404, 429),
      },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const caller = commerceCallerOf(deps, request);
      const found = (await subscriptionsOfCaller(caller.db, caller.identityId)).find(
        (row) => row.id === request.params.subscriptionId,
      );
      if (!found) {
        throw new AppError('SUBSCRIPTION_NOT_FOUND', 'no subscription of the caller with this id', {
          notFoundResourceType: 'subscription',
        });
      }
      return commerceSubscriptionView(found, caller.now);
    },
  });
}

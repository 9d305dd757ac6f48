import { commerceSubscriptionListSchema, commerceSubscriptionSchema } from '@orbit/domain';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { type BillingDeps, commerceCallerOf } from '../billing/index.ts';
import { subscriptionsOfCaller } from './caller-subscriptions.ts';
import { registerCancellationCareRoutes } from './cancellation/cancellation.care-routes.ts';
import { registerTrialConsentCareRoutes } from './conversion-consent/index.ts';
import { commerceSubscriptionView } from './subscription-view.ts';

const TAGS = ['subscription'];

/**
 * `subscription/v1/subscriptions` and `/{subscriptionId}`: the caller's subscriptions; and the
 * cancel flow's care calls; the Quebec trial consent's (ADR 075).
 */
export function registerSubscriptionCapability(app: App, deps: BillingDeps): void {
  registerCancellationCareRoutes(app, deps);
  registerTrialConsentCareRoutes(app, deps);
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('subscription', 'list'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'The caller’s subscriptions (owned accounts, and those it listens on)',
        response: { 200: commerceSubscriptionListSchema },
        errors: [429],
      },
      handler: async (request) => {
        const caller = commerceCallerOf(deps, request);
        const found = await subscriptionsOfCaller(caller.db, caller.identityId);
        return { subscriptions: found.map((row) => commerceSubscriptionView(row, caller.now)) };
      },
    });

    service.route({
      ...serviceRoute('subscription', 'get'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'A subscription of the caller',
        description: 'SUBSCRIPTION_NOT_FOUND for an unknown id and for anyone else’s alike.',
        params: z.object({ subscriptionId: z.string().min(1).max(64) }).strict(),
        response: {
          200: commerceSubscriptionSchema,
        },
        errors: [404, 429],
      },
      handler: async (request) => {
        const caller = commerceCallerOf(deps, request);
        const found = (await subscriptionsOfCaller(caller.db, caller.identityId)).find(
          (row) => row.id === request.params.subscriptionId,
        );
        if (!found) {
          throw new AppError(
            'SUBSCRIPTION_NOT_FOUND',
            'no subscription of the caller with this id',
            {
              notFoundResourceType: 'subscription',
            },
          );
        }
        return commerceSubscriptionView(found, caller.now);
      },
    });
  });
}

import {
  type CommerceSubscription,
  commerceSubscriptionListSchema,
  commerceSubscriptionSchema,
} from '@orbit/domain';
import type { ServiceCaller } from '../../http/service-caller.ts';

/** What the subscriptions client uses of the SDK: its HTTP core. */
export interface SubscriptionsClientDeps {
  caller: ServiceCaller;
}

/**
 * The caller's subscriptions as the commerce services see them (`subscription/v1`, spec 001 §7):
 * those of the accounts it owns and those it listens on. Signed-in only (anonymous 403).
 */
export interface SubscriptionsClient {
  listSubscriptions(options?: { signal?: AbortSignal }): Promise<CommerceSubscription[]>;
  /** SUBSCRIPTION_NOT_FOUND (404) for anyone else's as for an unknown id. */
  getSubscription(
    subscriptionId: string,
    options?: { signal?: AbortSignal },
  ): Promise<CommerceSubscription>;
}

export function createSubscriptionsClient(deps: SubscriptionsClientDeps): SubscriptionsClient {
  return {
    listSubscriptions: async (options = {}) => {
      const list = await deps.caller.call(
        'subscription',
        'list',
        options,
        commerceSubscriptionListSchema,
      );
      return list.subscriptions;
    },
    getSubscription: (subscriptionId, options = {}) =>
      deps.caller.call(
        'subscription',
        'get',
        { pathParams: { subscriptionId }, ...options },
        commerceSubscriptionSchema,
      ),
  };
}

export {
  createSubscriptionsClient,
  type SubscriptionsClient,
  type SubscriptionsClientDeps,
} from './subscriptions-client.ts';

export {
  type ConfirmOrderOptions,
  createOrdersClient,
  type OrdersClient,
  type OrdersClientDeps,
} from './orders-client.ts';

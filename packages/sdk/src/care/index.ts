export {
  type CareApiError,
  isCareApiError,
} from './care-api-error.ts';
export {
  type CareClient,
  type CareClientOptions,
  createCareClient,
  type FetchLike,
  type RequestOptions,
} from './care-client.ts';

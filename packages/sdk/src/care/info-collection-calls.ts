import {
  type CareInfoCollectionPrefill,
  type CareInfoCollectionPublishRequest,
  type CareInfoCollectionPublishResult,
  careInfoCollectionPrefillSchema,
  careInfoCollectionPublishResultSchema,
  INFO_COLLECTION_TOKEN_TYPE,
} from '@orbit/domain';
import type { CareRequester, RequestOptions } from './care-transport.ts';
import { carePost } from './care-transport.ts';

/** Branded data collection (flows §7.4): a care chat's signed link and its answers. */
export interface InfoCollectionCalls {
  /**
   * `POST /account/token/branded-data-collection`: the link's requested fields, the known values
   * (masked) and the chat ids. INFO_COLLECTION_LINK_INVALID (400) for an altered, expired or
   * foreign link; INFO_COLLECTION_ALREADY_SUBMITTED (409) once answered.
   */
  getInfoCollectionPrefill(
    token: string,
    options?: RequestOptions,
  ): Promise<CareInfoCollectionPrefill>;
  /**
   * `POST /apigateway/branded-data-collection/publish`: the answers, once per link. Field errors
   * name the field; INFO_COLLECTION_CONVERSATION_MISMATCH when the chat ids are not the link's.
   */
  publishInfoCollection(
    input: CareInfoCollectionPublishRequest,
    options?: RequestOptions,
  ): Promise<CareInfoCollectionPublishResult>;
}

export function infoCollectionCalls(request: CareRequester): InfoCollectionCalls {
  const post = carePost(request);
  return {
    getInfoCollectionPrefill: (token, options) =>
      post(
        '/account/token/branded-data-collection',
        careInfoCollectionPrefillSchema,
        { token, tokenType: INFO_COLLECTION_TOKEN_TYPE },
        options,
      ),
    publishInfoCollection: (input, options) =>
      post(
        '/apigateway/branded-data-collection/publish',
        careInfoCollectionPublishResultSchema,
        input,
        options,
      ),
  };
}

import {
  type CareInfoCollectionPrefill,
  INFO_COLLECTION_TOKEN_TYPE,
  infoCollectionCareEndpoints,
} from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';
import type { CareRequester, RequestOptions } from './care-transport.ts';

type InfoCollectionCareCalls = CareCalls<typeof infoCollectionCareEndpoints>;

/** Branded data collection (flows §7.4): a care chat's signed link and its answers. */
export interface InfoCollectionCalls
  extends Omit<InfoCollectionCareCalls, 'infoCollectionPrefill'> {
  /** The link's prefill by its token alone (the token type is always the same). */
  getInfoCollectionPrefill(
    token: string,
    options?: RequestOptions,
  ): Promise<CareInfoCollectionPrefill>;
}

const infoCollectionCareCalls = careCallsFrom(infoCollectionCareEndpoints);

export function infoCollectionCalls(request: CareRequester): InfoCollectionCalls {
  const { infoCollectionPrefill, ...calls } = infoCollectionCareCalls(request);
  return {
    ...calls,
    getInfoCollectionPrefill: (token, options) =>
      infoCollectionPrefill({ token, tokenType: INFO_COLLECTION_TOKEN_TYPE }, options),
  };
}

import { AppError } from '../../platform/errors/app-error.ts';
import { type EntryTokenClaims, limitLookup, readEntryToken } from '../identification/index.ts';
import type { InfoCollectionDeps } from './info-collection-deps.ts';

export type CollectionLinkClaims = Extract<EntryTokenClaims, { type: 'BRANDED_DATA_COLLECTION' }>;

export const INFO_COLLECTION_BUCKET = 'info-collection-link';

/**
 * Reads a data-collection link's token (the entry-token format and key, kind
 * BRANDED_DATA_COLLECTION). Counted first against the lookup budget of the client address, like
 * every link reader, so tokens cannot be probed fast. A malformed, altered or expired token, or
 * another kind of link (a targeted checkout's): INFO_COLLECTION_LINK_INVALID, always the same
 * body; the reason goes to the log only.
 */
export async function readCollectionLink(
  deps: InfoCollectionDeps,
  token: string,
  clientAddress: string,
): Promise<CollectionLinkClaims> {
  const now = deps.clock();
  await limitLookup(
    { db: deps.db, now, perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute },
    INFO_COLLECTION_BUCKET,
    clientAddress,
    undefined,
  );
  const reading = await readEntryToken(deps.db, token, now);
  if (!reading.ok) {
    throw new AppError('INFO_COLLECTION_LINK_INVALID', `link token refused: ${reading.fault}`);
  }
  const { claims } = reading;
  if (claims.type !== 'BRANDED_DATA_COLLECTION') {
    throw new AppError('INFO_COLLECTION_LINK_INVALID', `a ${claims.type} token sent as a link`);
  }
  return claims;
}

import type { CareStreamingProspectRequest, CareStreamingProspectResult } from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';
import { readEntryToken } from './entry-token.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { limitLookup } from './lookup-throttles.ts';

export const STREAMING_PROSPECT_BUCKET = 'streaming-prospect-token';

/**
 * `POST /services/account/token/streaming` (flows §2.1 step 5): a prospect link's token → the
 * email it was sent to and its program code, for auto-process-creds to prefill. Both `tkn`
 * (PROSPECT_USERNAME) and `cnatkn` (STREAMING_WINBACK) carry the one PROSPECT kind of token.
 * Counted against the lookup budget of the client address before the token is read, like
 * `identification/token`; every refusal (malformed, tampered, expired, an entry token of the
 * satellite checkout) is the same INVALID_TOKEN with no detail, the reason in the log only.
 */
export async function readStreamingProspect(
  deps: IdentificationDeps,
  input: { request: CareStreamingProspectRequest; clientAddress: string },
): Promise<CareStreamingProspectResult> {
  const now = deps.clock();
  await limitLookup(
    { db: deps.db, now, perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute },
    STREAMING_PROSPECT_BUCKET,
    input.clientAddress,
    undefined,
  );
  const reading = await readEntryToken(deps.db, input.request.token, now);
  if (!reading.ok) {
    throw new AppError('INVALID_TOKEN', `prospect token refused: ${reading.fault}`);
  }
  const { claims } = reading;
  if (claims.type !== 'PROSPECT') {
    throw new AppError('INVALID_TOKEN', `a ${claims.type} token sent as a prospect token`);
  }
  return { email: claims.email, programCode: claims.programCode ?? null };
}

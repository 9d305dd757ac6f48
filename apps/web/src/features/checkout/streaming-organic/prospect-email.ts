import {
  type CareStreamingProspectRequest,
  isEmail,
  normaliseProgramCode,
  STREAMING_PROSPECT_TOKEN_PARAMS,
} from '@orbit/domain';
import { identityCalls } from '@orbit/sdk';
import { getQueryParam } from '../../../shared/routing/query.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { reportHandledError } from '../flow-kit/report-handled-error.ts';

/**
 * Who auto-process-creds starts with (flows §2.1 step 5). A prospect link carries a signed token
 * in `cnatkn` (STREAMING_WINBACK) or `tkn` (PROSPECT_USERNAME); `POST /account/token/streaming`
 * answers the email it was sent to and its program code. Without a token, or when the server
 * refuses it (bad, expired, tampered, of another kind) or cannot answer, an `email` query
 * parameter is used, else none: the credentials form opens empty, never a dead end.
 */
export interface Prospect {
  email: string | undefined;
  /** The token's program code: the page keeps it only when the URL has none. */
  programCode: string | undefined;
}

const validEmail = (value: string | null | undefined) => {
  const email = value?.trim();
  return email && isEmail(email, 'us', { forLookup: true }) ? email : undefined;
};

/** The `email` query parameter, when it is a valid address. */
export function prospectEmailOf(search: string): string | undefined {
  return validEmail(getQueryParam(search, 'email'));
}

/** The prospect token of the link and its type, from the parameter it came in. */
export function prospectTokenOf(search: string): CareStreamingProspectRequest | undefined {
  for (const param of ['cnatkn', 'tkn']) {
    const token = getQueryParam(search, param)?.trim();
    const tokenType = STREAMING_PROSPECT_TOKEN_PARAMS[param];
    if (token && tokenType) return { token: token.slice(0, 1000), tokenType };
  }
  return undefined;
}

/**
 * What the server says of a prospect token; nothing (both undefined) when it refuses the token or
 * cannot answer, the failure logged. Never rejects.
 */
export function readProspectToken(
  services: AppServices,
  request: CareStreamingProspectRequest,
): Promise<Prospect> {
  return careCallsFor(services.careRequester, identityCalls)
    .streamingProspect(request, { skipGlobalHandler: true })
    .then(
      (answer): Prospect => ({
        email: validEmail(answer.email),
        programCode: answer.programCode ? normaliseProgramCode(answer.programCode) : undefined,
      }),
      (error: unknown): Prospect => {
        reportHandledError(services, error, 'prospect token');
        return { email: undefined, programCode: undefined };
      },
    );
}

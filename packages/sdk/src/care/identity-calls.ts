import {
  type CareLoginRequest,
  type CareLoginResult,
  type CareStreamingProspectRequest,
  type CareStreamingProspectResult,
  careLoginResultSchema,
  careStreamingProspectResultSchema,
} from '@orbit/domain';
import type { CareRequester, RequestOptions } from './care-transport.ts';
import { withOptions } from './care-transport.ts';

/**
 * Sign-in on the care session (the checkout proves ownership of an existing account with it), and
 * the prospect token that names who a streaming offer was sent to.
 */
export interface IdentityCalls {
  /**
   * `POST /authenticate/login`: signs the care session in (the server rotates its cookie).
   * INVALID_USERNAME_OR_PASSWORD, ACCOUNT_LOCKED, ACCOUNT_TYPE_NOT_SUPPORTED.
   */
  login(input: CareLoginRequest, options?: RequestOptions): Promise<CareLoginResult>;
  /**
   * `POST /account/token/streaming` (flows §2.1 step 5): a prospect link's token (`tkn` →
   * PROSPECT_USERNAME, `cnatkn` → STREAMING_WINBACK) → the email to prefill and the link's
   * program code. INVALID_TOKEN (400) when bad, expired, tampered or of another kind.
   */
  streamingProspect(
    input: CareStreamingProspectRequest,
    options?: RequestOptions,
  ): Promise<CareStreamingProspectResult>;
}

export function identityCalls(request: CareRequester): IdentityCalls {
  return {
    login: (input, options) =>
      request({
        method: 'POST',
        path: '/authenticate/login',
        payload: careLoginResultSchema,
        body: input,
        ...withOptions(options),
      }),
    streamingProspect: (input, options) =>
      request({
        method: 'POST',
        path: '/account/token/streaming',
        payload: careStreamingProspectResultSchema,
        body: input,
        ...withOptions(options),
      }),
  };
}

import { type CareLoginRequest, type CareLoginResult, careLoginResultSchema } from '@orbit/domain';
import type { CareRequester, RequestOptions } from './care-transport.ts';
import { withOptions } from './care-transport.ts';

/** Sign-in on the care session (the checkout proves ownership of an existing account with it). */
export interface IdentityCalls {
  /**
   * `POST /authenticate/login`: signs the care session in (the server rotates its cookie).
   * INVALID_USERNAME_OR_PASSWORD, ACCOUNT_LOCKED, ACCOUNT_TYPE_NOT_SUPPORTED.
   */
  login(input: CareLoginRequest, options?: RequestOptions): Promise<CareLoginResult>;
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
  };
}

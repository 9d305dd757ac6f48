import {
  type CareDoNotCallRequest,
  type CareDoNotCallResult,
  careDoNotCallResultSchema,
} from '@orbit/domain';
import type { CareRequester, RequestOptions } from './care-transport.ts';
import { carePost } from './care-transport.ts';

/** Do not call (flows §8.3), open to any care session. */
export interface DoNotCallCalls {
  /**
   * `POST /account-mgmt/preferences/donotcall`: registers the 10-digit number; answers it as
   * 555-123-4567 with the request time and the date calls stop by (`honourBy`, YYYY-MM-DD). The
   * same number again while pending answers the same registration. INVALID_PAYLOAD with a field
   * error on `phoneNumber`; RATE_LIMIT_EXCEEDED.
   */
  registerDoNotCall(
    input: CareDoNotCallRequest,
    options?: RequestOptions,
  ): Promise<CareDoNotCallResult>;
}

export function doNotCallCalls(request: CareRequester): DoNotCallCalls {
  const post = carePost(request);
  return {
    registerDoNotCall: (input, options) =>
      post('/account-mgmt/preferences/donotcall', careDoNotCallResultSchema, input, options),
  };
}

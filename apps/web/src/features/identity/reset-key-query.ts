import type { PlatformCalls } from '@orbit/sdk';
import { queryOptions } from '@tanstack/react-query';

/**
 * `POST /account/credential-recovery/validate-key`: whether the emailed or texted reset link is
 * still good, and whose address it went to. A key is used once, so its answer is not kept once
 * its page is gone (`gcTime: 0`): opening the link again asks again.
 */
export function resetKeyQuery(calls: PlatformCalls, resetKey: string) {
  return queryOptions({
    queryKey: ['credential-recovery', 'reset-key', resetKey] as const,
    queryFn: () => calls.validateResetKey(resetKey),
    gcTime: 0,
  });
}

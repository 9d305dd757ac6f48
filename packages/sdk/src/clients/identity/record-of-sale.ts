import {
  type RecordOfSaleStatusResult,
  recordOfSaleExistsSchema,
  recordOfSaleStatusSchema,
} from '@orbit/domain';
import type { IdentityClientDeps } from './deps.ts';

/**
 * Whether a vehicle's record of sale carries `email` (spec 001 §7). Signed in, and only for the
 * identity's own verified email: anything else is the service's 403 FORBIDDEN.
 */
export async function recordOfSaleExists(
  deps: IdentityClientDeps,
  email: string,
): Promise<boolean> {
  const answer = await deps.caller.call(
    'recordOfSale',
    'exists',
    { query: { email } },
    recordOfSaleExistsSchema,
  );
  return answer.exists;
}

/** Where the latest record of sale with `email` stands (sold, trial offered, claimed, expired). */
export function recordOfSaleStatus(
  deps: IdentityClientDeps,
  email: string,
): Promise<RecordOfSaleStatusResult> {
  return deps.caller.call('recordOfSale', 'status', { query: { email } }, recordOfSaleStatusSchema);
}

import { isGenericError, isServiceError } from '../http/sdk-errors.ts';

/**
 * What a failed send means for its batch:
 * - `delivered`: the server answered 2xx in a shape we did not expect; it took the batch.
 * - `refused`: the server judged the content itself (400, 413, 422); sending it again cannot succeed
 *   and would block every event queued behind it.
 * - `retry`: anything else — no answer, a server or session failure, a disabled endpoint. The batch
 *   goes back to the queue with the same event ids, so a batch that did arrive is deduplicated.
 */
export type FailedDelivery = 'delivered' | 'refused' | 'retry';

const CONTENT_REFUSED_STATUSES: readonly number[] = [400, 413, 422];

export function failedDelivery(error: unknown): FailedDelivery {
  if (isGenericError(error) && error.code === 'INVALID_RESPONSE') return 'delivered';
  if (isServiceError(error) && CONTENT_REFUSED_STATUSES.includes(error.status)) return 'refused';
  return 'retry';
}

import { describe, expect, it } from 'vitest';
import { genericError, networkError, serviceErrorFromBody } from '../http/sdk-errors.ts';
import { type FailedDelivery, failedDelivery } from './delivery-outcome.ts';

const byStatus = (
  statuses: number[],
  outcome: FailedDelivery,
): [string, unknown, FailedDelivery][] =>
  statuses.map((status) => [`a ${status}`, serviceErrorFromBody(status, {}, 'a.b'), outcome]);

describe('failed delivery', () => {
  it.each<[string, unknown, FailedDelivery]>([
    ['a network error', networkError('a.b', new Error('x')), 'retry'],
    ['a timeout', networkError('a.b', new Error('x'), true), 'retry'],
    ['a disabled endpoint', genericError('a.b is disabled', 'ENDPOINT_DISABLED'), 'retry'],
    ['a 2xx of an unexpected shape', genericError('odd', 'INVALID_RESPONSE'), 'delivered'],
    ['an unknown error', new Error('?'), 'retry'],
    ['nothing', undefined, 'retry'],
    ...byStatus([400, 413, 422], 'refused'),
    ...byStatus([401, 403, 404, 408, 409, 429, 500, 502, 503], 'retry'),
  ])('%s means %s', (_, error, outcome) => {
    expect(failedDelivery(error)).toBe(outcome);
  });
});

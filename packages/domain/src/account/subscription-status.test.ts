import { describe, expect, it } from 'vitest';
import { subscriptionStatusLabel, UnknownSubscriptionStatusError } from './subscription-status.ts';

describe('subscriptionStatusLabel', () => {
  it.each([
    ['Active', 'Active'],
    ['ACTIVE', 'Active'],
    ['Closed', 'Closed'],
    ['cancelled', 'Closed'],
    ['canceled', 'Closed'],
    ['Inactive', 'Inactive'],
    ['paused', 'Inactive'],
    ['Suspended', 'Suspended'],
    [' suspended ', 'Suspended'],
  ])('%j is shown as %s', (status, label) => {
    expect(subscriptionStatusLabel(status)).toBe(label);
  });

  it.each(['', 'Pending', 'Expired', 'toString', '__proto__'])(
    'raises an error for %j',
    (status) => {
      expect(() => subscriptionStatusLabel(status)).toThrow(UnknownSubscriptionStatusError);
      try {
        subscriptionStatusLabel(status);
      } catch (error) {
        expect((error as UnknownSubscriptionStatusError).status).toBe(status);
        expect((error as UnknownSubscriptionStatusError).code).toBe('UNKNOWN_SUBSCRIPTION_STATUS');
      }
    },
  );
});

import { describe, expect, it } from 'vitest';
import { canListenOn, partnerAccountStandingOf } from './partner-api.ts';

describe('what a partner is told of an account (ADR 081)', () => {
  it('plays only on an active subscription', () => {
    expect(canListenOn('Active')).toBe(true);
    for (const status of ['Closed', 'Inactive', 'Suspended'] as const) {
      expect(canListenOn(status)).toBe(false);
    }
  });

  it('stands past due first, then active if one plays, inactive if none does, else no subscription', () => {
    expect(partnerAccountStandingOf({ inCollection: true, statuses: ['Active'] })).toBe('past-due');
    expect(partnerAccountStandingOf({ inCollection: false, statuses: ['Closed', 'Active'] })).toBe(
      'active',
    );
    expect(partnerAccountStandingOf({ inCollection: false, statuses: ['Suspended'] })).toBe(
      'inactive',
    );
    expect(partnerAccountStandingOf({ inCollection: false, statuses: [] })).toBe('no-subscription');
  });
});

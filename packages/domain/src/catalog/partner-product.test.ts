import { describe, expect, it } from 'vitest';
import { partnerRedemptionOf } from './partner-product.ts';

describe('partnerRedemptionOf', () => {
  it.each([
    ['pending', 'NotRedeemed'],
    ['PENDING', 'NotRedeemed'],
    [' Pending ', 'NotRedeemed'],
    ['active', 'Redeemed'],
    ['activated', 'Redeemed'],
    ['cancelled', 'Redeemed'],
    ['', 'Redeemed'],
  ])('%j is %s', (status, redemption) => {
    expect(partnerRedemptionOf(status)).toBe(redemption);
  });
});

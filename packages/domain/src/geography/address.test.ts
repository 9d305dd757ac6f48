import { describe, expect, it } from 'vitest';
import { addressSchema } from './address.ts';

describe('addressSchema', () => {
  it('normalises USA and Canada to US and CA', () => {
    const base = { addressLine1: '1 Main St', city: 'Town', state: 'NY', zip: '12345' };
    expect(addressSchema.parse({ ...base, country: 'USA' }).country).toBe('US');
    expect(addressSchema.parse({ ...base, country: 'Canada' }).country).toBe('CA');
    expect(addressSchema.parse(base).country).toBeUndefined();
    expect(addressSchema.safeParse({ ...base, country: 'Mexico' }).success).toBe(false);
  });
});

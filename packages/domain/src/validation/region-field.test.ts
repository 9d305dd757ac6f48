import { describe, expect, it } from 'vitest';
import { checkRegion, regionSchema } from './region-field.ts';

describe('checkRegion', () => {
  it('takes the market codes only', () => {
    expect(checkRegion('NY', 'us')).toBeNull();
    expect(checkRegion('DC', 'us')).toBeNull();
    expect(checkRegion('PR', 'us')).toBeNull();
    expect(checkRegion('QC', 'ca')).toBeNull();
    expect(checkRegion('', 'us')).toBe('REQUIRED');
    expect(checkRegion('QC', 'us')).toBe('INVALID');
    expect(checkRegion('NY', 'ca')).toBe('INVALID');
    expect(checkRegion('ny', 'us')).toBe('INVALID');
    expect(checkRegion('GU', 'us')).toBe('INVALID');
    expect(regionSchema('ca').parse(' ON ')).toBe('ON');
  });
});

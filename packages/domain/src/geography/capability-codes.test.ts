import { describe, expect, it } from 'vitest';
import {
  AVIATION_CAPABILITY_CODES,
  capabilityFamily,
  MARINE_CAPABILITY_CODES,
} from './capability-codes.ts';

describe('capability codes', () => {
  it.each(['IND', 'OFF', 'CST', 'SKY', 'MAR', 'INL', 'FSH', 'CHA', 'VOY', 'FISHMAP'])(
    '%s is marine',
    (code) => {
      expect(capabilityFamily(code)).toBe('marine');
    },
  );

  it.each(['PIL', 'AVI', 'FORFLT', 'RSP'])('%s is aviation', (code) => {
    expect(capabilityFamily(code)).toBe('aviation');
  });

  it('lists exactly the spec codes, and knows no others', () => {
    expect(MARINE_CAPABILITY_CODES).toHaveLength(10);
    expect(AVIATION_CAPABILITY_CODES).toHaveLength(4);
    expect(capabilityFamily('ind')).toBeUndefined();
    expect(capabilityFamily('SXM')).toBeUndefined();
  });
});

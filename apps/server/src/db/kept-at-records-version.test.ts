import { describe, expect, it } from 'vitest';
import { createKeptAtRecordsVersion } from './kept-at-records-version.ts';

describe('what one server keeps of an account at its records version', () => {
  it('answers records only at the version and owner they were read at', () => {
    const kept = createKeptAtRecordsVersion<string>();
    kept.keep('10000001', { version: '7', ownerIdentityId: 'owner-a', value: 'records at 7' });
    expect(kept.find('10000001', '7', 'owner-a')).toBe('records at 7');
    expect(kept.find('10000001', '8', 'owner-a')).toBeUndefined();
    expect(kept.find('10000001', '7', 'owner-b')).toBeUndefined();
    expect(kept.find('10000002', '7', 'owner-a')).toBeUndefined();
  });

  it('past its limit drops the account read least lately', () => {
    const kept = createKeptAtRecordsVersion<string>(2);
    kept.keep('10000001', { version: '1', ownerIdentityId: null, value: 'first' });
    kept.keep('10000002', { version: '1', ownerIdentityId: null, value: 'second' });
    // Reading the first makes the second the least lately read.
    expect(kept.find('10000001', '1', null)).toBe('first');
    kept.keep('10000003', { version: '1', ownerIdentityId: null, value: 'third' });
    expect(kept.size).toBe(2);
    expect(kept.find('10000002', '1', null)).toBeUndefined();
    expect(kept.find('10000001', '1', null)).toBe('first');
    expect(kept.find('10000003', '1', null)).toBe('third');
  });
});

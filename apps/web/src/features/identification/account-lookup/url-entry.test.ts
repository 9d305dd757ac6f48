import { describe, expect, it } from 'vitest';
import { urlEntryOf } from './url-entry.ts';

describe('account lookup entries in the address (flows §1.5)', () => {
  it('reads a token first, its type from the parameter, keys in any case', () => {
    expect(urlEntryOf('?TKN=abc&radioid=ORBA0003', 'us')).toEqual({
      kind: 'token',
      token: 'abc',
      tokenType: 'SALES_AUDIO',
    });
    expect(urlEntryOf('?dtok=x', 'us')).toMatchObject({ tokenType: 'SALES_AUDIO' });
    expect(urlEntryOf('?atok=y', 'us')).toMatchObject({ kind: 'token', tokenType: 'ACCOUNT' });
    expect(urlEntryOf('?tkn=', 'us')).toEqual({ kind: 'unusable' });
  });

  it('takes radioid with act (digits kept) or lname, and a whole radio id alone', () => {
    expect(urlEntryOf('?radioid=orba-0003&act=AB-1000-0001', 'us')).toEqual({
      kind: 'radio',
      request: {
        radioId: 'ORBA0003',
        accountNumber: '10000001',
        authenticationType: 'RID_ACCT_URL',
      },
    });
    expect(urlEntryOf('?RadioId=0004&LNAME=Rivera', 'us')).toEqual({
      kind: 'radio',
      request: { radioId: '0004', lastName: 'Rivera', authenticationType: 'RID_LNAME_URL' },
    });
    expect(urlEntryOf('?radioid=ORBT0004', 'us')).toEqual({
      kind: 'radio',
      request: { radioId: 'ORBT0004' },
    });
  });

  it('refuses what cannot identify anyone, and ignores an address with nothing', () => {
    expect(urlEntryOf('?radioid=0004', 'us')).toEqual({ kind: 'unusable' });
    expect(urlEntryOf('?radioid=AB', 'us')).toEqual({ kind: 'unusable' });
    expect(urlEntryOf('?radioid=ORBT0004&lname=R1vera', 'us')).toEqual({ kind: 'unusable' });
    expect(urlEntryOf('?radioid=ORBQ0005&lname=Côté', 'ca')).toMatchObject({ kind: 'radio' });
    expect(urlEntryOf('?programcode=X&renewalcode=other', 'us')).toEqual({ kind: 'none' });
  });
});

import { describe, expect, it } from 'vitest';
import { targetedLinkOf } from './targeted-link.ts';

describe('targeted link', () => {
  it('reads tkn, token and dtok as SALES_AUDIO and atok as ACCOUNT, keys in any case', () => {
    expect(targetedLinkOf('?TKN=a1')).toEqual({
      kind: 'token',
      token: 'a1',
      tokenType: 'SALES_AUDIO',
    });
    expect(targetedLinkOf('?token=a2')).toMatchObject({ tokenType: 'SALES_AUDIO' });
    expect(targetedLinkOf('?dtok=a3')).toMatchObject({ tokenType: 'SALES_AUDIO' });
    expect(targetedLinkOf('?atok=a4')).toEqual({
      kind: 'token',
      token: 'a4',
      tokenType: 'ACCOUNT',
    });
  });

  it('falls back to the radio id, named by how the link identifies the customer', () => {
    expect(targetedLinkOf('?act=1000-0001&radioid=orbc0002')).toEqual({
      kind: 'radio',
      radioId: 'ORBC0002',
      authenticationType: 'RID_ACCT_URL',
    });
    expect(targetedLinkOf('?radioid=ORBC-0002-ABCD&lname=Rivera')).toMatchObject({
      radioId: 'ORBC0002ABCD',
      authenticationType: 'RID_LNAME_URL',
    });
  });

  it('tells an empty token or a malformed radio id from no identification at all', () => {
    expect(targetedLinkOf('?tkn=')).toEqual({ kind: 'unusable' });
    expect(targetedLinkOf('?radioid=0002')).toEqual({ kind: 'unusable' });
    expect(targetedLinkOf('?programcode=SAT')).toEqual({ kind: 'none' });
  });
});

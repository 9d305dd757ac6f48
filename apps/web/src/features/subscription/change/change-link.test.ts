import { describe, expect, it } from 'vitest';
import { changeLinkOf } from './change-link.ts';

describe('changeLinkOf (flows §5.1 entry modes)', () => {
  it('reads the subscription a signed-in customer names, in either spelling', () => {
    expect(changeLinkOf('?subscriptionid=sub_1', 'us')).toEqual({
      kind: 'signedIn',
      subscriptionId: 'sub_1',
    });
    expect(changeLinkOf('?subscriptionId=sub_2&task=upgrade', 'us')).toEqual({
      kind: 'signedIn',
      subscriptionId: 'sub_2',
    });
  });

  it('reads a link’s token with its task', () => {
    expect(changeLinkOf('?tkn=oet1.abc&task=upgrade', 'us')).toEqual({
      kind: 'link',
      entry: { kind: 'token', token: 'oet1.abc', tokenType: 'SALES_AUDIO' },
      task: 'upgrade',
    });
  });

  it('reads a radio id with the account number or the last name', () => {
    expect(changeLinkOf('?radioid=ORBX0011&act=10000011&task=upgrade', 'us')).toEqual({
      kind: 'link',
      entry: {
        kind: 'radio',
        request: {
          radioId: 'ORBX0011',
          accountNumber: '10000011',
          authenticationType: 'RID_ACCT_URL',
        },
      },
      task: 'upgrade',
    });
    expect(changeLinkOf('?radioid=ORBX0011&lname=Ortiz', 'us')).toMatchObject({
      kind: 'link',
      entry: { kind: 'radio', request: { lastName: 'Ortiz', authenticationType: 'RID_LNAME_URL' } },
      task: undefined,
    });
  });

  it('names no way in for a radio id alone, or for nothing', () => {
    expect(changeLinkOf('?radioid=ORBX0011', 'us')).toEqual({ kind: 'none' });
    expect(changeLinkOf('?programcode=X', 'us')).toEqual({ kind: 'none' });
    expect(changeLinkOf('', 'us')).toEqual({ kind: 'none' });
  });
});

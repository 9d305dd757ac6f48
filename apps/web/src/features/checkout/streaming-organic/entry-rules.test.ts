import { describe, expect, it } from 'vitest';
import { streamingOrganicEntry } from './entry-rules.ts';

describe('streaming organic entry rules', () => {
  it('lets in an allow-listed program code, whatever the case of key or value', () => {
    expect(streamingOrganicEntry('?programCode=ustpsrtp3mofree', 'us')).toEqual({
      kind: 'enter',
      programCode: 'ustpsrtp3mofree',
      promoCode: undefined,
    });
  });

  it('lets in any promo code key, even empty', () => {
    expect(streamingOrganicEntry('?PROMOCODE=', 'us')).toEqual({
      kind: 'enter',
      programCode: undefined,
      promoCode: '',
    });
    expect(streamingOrganicEntry('?promocode=SPRING&programcode=OTHER', 'us')).toMatchObject({
      kind: 'enter',
      promoCode: 'SPRING',
    });
  });

  it('sends everyone else to the legacy checkout with the same query', () => {
    expect(streamingOrganicEntry('?programcode=OTHER&utm_content=x', 'us')).toEqual({
      kind: 'legacy',
      to: '/subscribe/checkout/streaming?programcode=OTHER&utm_content=x',
    });
    expect(streamingOrganicEntry('', 'us')).toEqual({
      kind: 'legacy',
      to: '/subscribe/checkout/streaming',
    });
    expect(
      streamingOrganicEntry('?programcode=USTPSRTP3MOFREE&verificationId=v1', 'us'),
    ).toMatchObject({ kind: 'legacy' });
  });

  it('is blocked on the Canadian site', () => {
    expect(streamingOrganicEntry('?programcode=CAMS1MORETAIL', 'ca')).toEqual({ kind: 'blocked' });
  });
});

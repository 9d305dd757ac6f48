import { describe, expect, it } from 'vitest';
import { eligibilityAnswerOf } from './eligibility-answer.ts';

const refused = (code: string) => ({ kind: 'refused' as const, code });

/** The site each test's language is read on. */
const SITE_OF = { 'en-US': 'us', 'fr-CA': 'ca' } as const;

describe('eligibilityAnswerOf', () => {
  it.each(['101', '109', '111', '112', '113'])(
    'sends %s to the account lookup with the code and the language',
    (code) => {
      expect(eligibilityAnswerOf(refused(code), 0, 'fr-CA', SITE_OF['fr-CA'])).toEqual({
        kind: 'redirect',
        code,
        to: `/subscribe/checkout/flepz?errorCode=${code}&langpref=fr-CA`,
      });
    },
  );

  it.each(['103', '5035'])('sends %s to the streaming checkout with the code', (code) => {
    expect(eligibilityAnswerOf(refused(code), 0, 'en-US', SITE_OF['en-US'])).toEqual({
      kind: 'redirect',
      code,
      to: `/subscribe/checkout/purchase/streaming/organic?programcode=USTPSRTP3MOFREE&errorCode=${code}`,
    });
  });

  it.each(['106', '107', '110', '114'])('says %s on the page', (code) => {
    expect(eligibilityAnswerOf(refused(code), 0, 'en-US', SITE_OF['en-US'])).toEqual({
      kind: 'inline',
      code,
    });
  });

  it('says 3494 on the page twice and redirects to streaming the third time', () => {
    expect(eligibilityAnswerOf(refused('3494'), 1, 'en-US', SITE_OF['en-US'])).toEqual({
      kind: 'inline',
      code: '3494',
    });
    expect(eligibilityAnswerOf(refused('3494'), 2, 'en-US', SITE_OF['en-US']).kind).toBe('inline');
    expect(eligibilityAnswerOf(refused('3494'), 3, 'en-US', SITE_OF['en-US'])).toEqual({
      kind: 'redirect',
      code: '3494',
      to: '/subscribe/checkout/purchase/streaming/organic?programcode=USTPSRTP3MOFREE&errorCode=3494',
    });
  });

  it('reads any HTTP failure and any code outside the table as 106', () => {
    expect(
      eligibilityAnswerOf({ kind: 'unavailable', code: 'HTTP_503' }, 0, 'en-US', 'us'),
    ).toEqual({
      kind: 'inline',
      code: '106',
    });
    expect(eligibilityAnswerOf({ kind: 'unexpected', code: '101' }, 0, 'en-US', 'us').code).toBe(
      '106',
    );
    expect(eligibilityAnswerOf(refused('RATE_LIMITED'), 0, 'en-US', SITE_OF['en-US'])).toEqual({
      kind: 'inline',
      code: '106',
    });
  });

  it('says the streaming redirects on the page on the Canadian site, where streaming is not sold', () => {
    for (const code of ['103', '5035']) {
      expect(eligibilityAnswerOf(refused(code), 0, 'fr-CA', 'ca')).toEqual({
        kind: 'inline',
        code,
      });
    }
    expect(eligibilityAnswerOf(refused('3494'), 2, 'en-CA', 'ca').kind).toBe('inline');
    expect(eligibilityAnswerOf(refused('3494'), 3, 'en-CA', 'ca')).toEqual({
      kind: 'inline',
      code: '3494-last',
    });
    expect(eligibilityAnswerOf(refused('112'), 0, 'fr-CA', 'ca')).toEqual({
      kind: 'redirect',
      code: '112',
      to: '/subscribe/checkout/flepz?errorCode=112&langpref=fr-CA',
    });
  });
});

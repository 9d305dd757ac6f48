import { describe, expect, it } from 'vitest';
import { endpointUrl, fillHeaderTemplates, fillHref } from './endpoint-url.ts';

describe('endpoint urls', () => {
  it('fills and encodes path parameters and merges query parameters', () => {
    expect(
      endpointUrl(
        'https://api.test/device/v1/',
        'challenges/{challengeId}/verify',
        { challengeId: 'a/b c' },
        { fixed: '1' },
        { extra: true, skipped: undefined },
      ),
    ).toBe('https://api.test/device/v1/challenges/a%2Fb%20c/verify?fixed=1&extra=true');
  });

  it('refuses a template whose parameter is missing', () => {
    expect(() => fillHref('sessions/{sessionId}')).toThrow('missing path parameter sessionId');
  });
});

describe('header templates', () => {
  it('fills known placeholders and leaves out headers whose value is missing', () => {
    expect(
      fillHeaderTemplates(
        {
          Authorization: 'Bearer {accessToken}',
          'X-Device-Grant': '{deviceGrant}',
          'X-Fixed': 'web',
        },
        { accessToken: 'abc' },
      ),
    ).toEqual({ Authorization: 'Bearer abc', 'X-Fixed': 'web' });
  });
});

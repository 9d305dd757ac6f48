import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, withRedirect } from './redirect-target.ts';

describe('redirectTo after sign-in', () => {
  it.each([
    ['?redirectTo=%2Fsubscription%2Fchange%3Fx%3D1', '/subscription/change?x=1'],
    ['?redirectTo=%2Faccount%2Fcredentials', '/account/credentials'],
    ['', '/account'],
    ['?redirectTo=https%3A%2F%2Fevil.test%2F', '/account'],
    ['?redirectTo=%2F%2Fevil.test', '/account'],
    ['?redirectTo=%2F%5Cevil.test', '/account'],
    ['?redirectTo=javascript%3Aalert(1)', '/account'],
  ])('%s → %s', (search, target) => {
    expect(safeRedirectTarget(search)).toBe(target);
  });

  it('carries the destination on to another sign-in page', () => {
    expect(withRedirect('/sign-up', '?redirectTo=%2Ftransfer')).toBe(
      '/sign-up?redirectTo=%2Ftransfer',
    );
    expect(withRedirect('/sign-up', '')).toBe('/sign-up');
  });
});

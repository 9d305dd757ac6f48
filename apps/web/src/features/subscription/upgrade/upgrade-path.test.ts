import { describe, expect, it } from 'vitest';
import { upgradeLinkOf, upgradeLocationOf, upgradePathOf } from './upgrade-path.ts';

describe('upgradeLocationOf', () => {
  it.each([
    ['/subscribe/checkout/upgrade/tier-up/targeted', { kind: 'tier-up', page: 'purchase' }],
    ['/subscribe/checkout/upgrade/tier-up/targeted/thanks', { kind: 'tier-up', page: 'thanks' }],
    [
      '/subscribe/checkout/upgrade/tier-up/targeted/redeemed-error',
      { kind: 'tier-up', page: 'redeemed-error' },
    ],
    ['/subscribe/checkout/upgrade/fp/targeted/', { kind: 'fp', page: 'purchase' }],
    [
      '/subscribe/checkout/upgrade/fp/targeted/already-upgraded-error',
      { kind: 'fp', page: 'already-upgraded-error' },
    ],
    [
      '/subscribe/checkout/upgrade/fp/targeted/expired-error',
      { kind: 'fp', page: 'expired-error' },
    ],
  ])('reads %s', (path, location) => {
    expect(upgradeLocationOf(path)).toEqual(location);
    expect(upgradePathOf(location.kind as 'fp', location.page as 'thanks')).toBe(
      path.replace(/\/$/, ''),
    );
  });

  it.each([
    '/subscribe/checkout/upgrade',
    '/subscribe/checkout/upgrade/',
    '/subscribe/checkout/upgrade/tier-up',
    '/subscribe/checkout/upgrade/tier-up/organic',
    '/subscribe/checkout/upgrade/tier-up/targeted/already-upgraded-error',
    '/subscribe/checkout/upgrade/tier-up/targeted/thanks/again',
    '/subscribe/checkout/upgrade/vip/targeted',
  ])('finds no page at %s', (path) => {
    expect(upgradeLocationOf(path)).toBeNull();
  });
});

describe('upgradeLinkOf', () => {
  it('reads the token and the program code, whatever the case of their names', () => {
    expect(upgradeLinkOf('?programcode=ussatupgaa&token=oet1.a.b')).toEqual({
      token: 'oet1.a.b',
      programCode: 'USSATUPGAA',
    });
    expect(upgradeLinkOf('?programCode=USSATUPGAA&Token=x')).toEqual({
      token: 'x',
      programCode: 'USSATUPGAA',
    });
  });

  it('needs both', () => {
    expect(upgradeLinkOf('?token=x')).toBeNull();
    expect(upgradeLinkOf('?programcode=USSATUPGAA')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isPageTracked } from './data-layer.ts';

describe('isPageTracked', () => {
  it.each([
    '/subscribe/checkout/flepz',
    '/subscribe/checkout/purchase/streaming/organic',
    '/activate/trial/service-lane',
    '/subscription/cancel',
    '/student/re-verify',
    '/subscribe/entitlement',
    '/account/manage',
    '/subscribe/multi-subscription-purchase',
    '/transfer/radio',
    '/subscribe/trial/streaming',
    '/subscribe/sal-2',
  ])('leaves %s to the page itself', (path) => {
    expect(isPageTracked(path)).toBe(false);
  });

  it.each(['/error', '/donotcall', '/subscribe/refresh-signal', '/activate', '/student'])(
    'tracks %s automatically',
    (path) => {
      expect(isPageTracked(path)).toBe(true);
    },
  );
});

import { LOCALES, PACKAGE_CHANGES, PLAN_CHANGE_TIMINGS } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { preloadedMessages } from '../../../testing/every-catalog.ts';
import { subscriptionCatalog } from './index.ts';

describe('subscription messages', () => {
  it('name every package change and every timing a change offer or preview can carry', () => {
    const ids = [
      ...PACKAGE_CHANGES.map((change) => `subscription.change.plan.${change}`),
      ...PLAN_CHANGE_TIMINGS.map((timing) => `subscription.change.timing.${timing}`),
      ...PLAN_CHANGE_TIMINGS.map((timing) => `subscription.change.preview.timing.${timing}`),
    ];
    for (const id of ids) {
      for (const locale of LOCALES) {
        expect(preloadedMessages(subscriptionCatalog, locale)[id], `${locale} ${id}`).toBeTruthy();
      }
    }
  });
});

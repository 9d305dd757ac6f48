import {
  DEVICE_REMOVAL_REASON_CODES,
  LOCALES,
  NEXT_BEST_ACTIONS,
  PAST_DUE_BLOCKED_ACTIONS,
  PLAN_PHASES,
  SUBSCRIPTION_STATUS_LABELS,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { preloadedMessages } from '../../../testing/every-catalog.ts';
import { accountCatalog } from './index.ts';

/** Every catalog's ids, ICU and French are checked in shared/i18n/every-catalog.test.ts. */
describe('account messages', () => {
  it('name every status, phase, reason, blocked action and suggestion the account can carry', () => {
    const ids = [
      ...SUBSCRIPTION_STATUS_LABELS.map((status) => `account.subscription.status.${status}`),
      ...PLAN_PHASES.map((phase) => `account.subscription.phase.${phase}`),
      ...DEVICE_REMOVAL_REASON_CODES.map((code) => `account.removal.reason.${code}`),
      ...PAST_DUE_BLOCKED_ACTIONS.map((action) => `account.pastDue.blocked.${action}`),
      ...NEXT_BEST_ACTIONS.map((action) => `account.nba.${action}`),
    ];
    for (const locale of LOCALES) {
      for (const id of ids)
        expect(preloadedMessages(accountCatalog, locale)[id], `${locale} ${id}`).toBeTruthy();
    }
  });
});

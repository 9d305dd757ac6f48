import { parse } from '@formatjs/icu-messageformat-parser';
import {
  DEVICE_REMOVAL_REASON_CODES,
  LOCALES,
  NEXT_BEST_ACTIONS,
  PAST_DUE_BLOCKED_ACTIONS,
  PLAN_PHASES,
  SUBSCRIPTION_STATUS_LABELS,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { accountCatalog } from './index.ts';

/** The account messages load with the account routes, not the app catalog: the same checks here. */
describe('account messages', () => {
  it('have the same ids in every locale and parse as ICU', () => {
    const ids = Object.keys(accountCatalog['en-US']).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(accountCatalog[locale]).sort()).toEqual(ids);
      for (const [id, message] of Object.entries(accountCatalog[locale])) {
        expect(() => parse(message), `${locale} ${id}`).not.toThrow();
      }
    }
  });

  it('are really French in fr-CA', () => {
    const same = Object.entries(accountCatalog['fr-CA']).filter(
      ([id, message]) => accountCatalog['en-CA'][id] === message && /[a-z]{4,}/i.test(message),
    );
    expect(same.map(([id]) => id)).toEqual([]);
  });

  it('name every status, phase, reason, blocked action and suggestion the account can carry', () => {
    const ids = [
      ...SUBSCRIPTION_STATUS_LABELS.map((status) => `account.subscription.status.${status}`),
      ...PLAN_PHASES.map((phase) => `account.subscription.phase.${phase}`),
      ...DEVICE_REMOVAL_REASON_CODES.map((code) => `account.removal.reason.${code}`),
      ...PAST_DUE_BLOCKED_ACTIONS.map((action) => `account.pastDue.blocked.${action}`),
      ...NEXT_BEST_ACTIONS.map((action) => `account.nba.${action}`),
    ];
    for (const locale of LOCALES) {
      for (const id of ids) expect(accountCatalog[locale][id], `${locale} ${id}`).toBeTruthy();
    }
  });
});

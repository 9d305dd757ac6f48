import { describe, expect, it } from 'vitest';
import { checkHistoryFilter, EMPTY_HISTORY_FILTER } from './history-filter-model.ts';

describe('checkHistoryFilter', () => {
  it('leaves out what is not given', () => {
    expect(checkHistoryFilter(EMPTY_HISTORY_FILTER)).toEqual({ ok: true, request: {} });
    expect(
      checkHistoryFilter({
        ...EMPTY_HISTORY_FILTER,
        endDate: '2026-01-31',
        transactionType: 'payment',
      }),
    ).toEqual({ ok: true, request: { endDate: '2026-01-31', transactionType: 'payment' } });
  });

  it('takes a one-day range and refuses a start after the end', () => {
    expect(
      checkHistoryFilter({
        ...EMPTY_HISTORY_FILTER,
        startDate: '2026-01-31',
        endDate: '2026-01-31',
      }),
    ).toEqual({ ok: true, request: { startDate: '2026-01-31', endDate: '2026-01-31' } });
    expect(
      checkHistoryFilter({
        ...EMPTY_HISTORY_FILTER,
        startDate: '2026-02-01',
        endDate: '2026-01-31',
      }),
    ).toEqual({ ok: false, errors: { endDate: 'START_AFTER_END' } });
  });

  it('refuses a date that is not a day', () => {
    expect(checkHistoryFilter({ ...EMPTY_HISTORY_FILTER, startDate: '31/01/2026' })).toEqual({
      ok: false,
      errors: { startDate: 'INVALID' },
    });
  });
});

import {
  type BillingActivityRequest,
  checkDateRange,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
} from '@orbit/domain';

/** The history's filter as typed: dates from the date inputs (YYYY-MM-DD or empty), and a kind. */
export interface HistoryFilterValues {
  startDate: string;
  endDate: string;
  transactionType: '' | 'subscription' | 'payment';
}

export const EMPTY_HISTORY_FILTER: HistoryFilterValues = {
  startDate: '',
  endDate: '',
  transactionType: '',
};

export type HistoryFilterErrors = Partial<Record<'startDate' | 'endDate', FieldErrorCode>>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filter as `billing/activity` takes it: either date may be left out; a date must be a real
 * day; when both are given, start <= end (spec 001 §5) — otherwise the end date is at fault and
 * no call is made.
 */
export function checkHistoryFilter(
  values: HistoryFilterValues,
): { ok: true; request: BillingActivityRequest } | { ok: false; errors: HistoryFilterErrors } {
  const errors: HistoryFilterErrors = {};
  const start = values.startDate.trim();
  const end = values.endDate.trim();
  if (start && (!ISO_DAY.test(start) || Number.isNaN(Date.parse(start)))) {
    errors.startDate = FIELD_ERROR_CODES.INVALID;
  }
  if (end && (!ISO_DAY.test(end) || Number.isNaN(Date.parse(end)))) {
    errors.endDate = FIELD_ERROR_CODES.INVALID;
  }
  if (start && end && !errors.startDate && !errors.endDate) {
    const code = checkDateRange(start, end);
    if (code) errors.endDate = code;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      ...(start ? { startDate: start } : {}),
      ...(end ? { endDate: end } : {}),
      ...(values.transactionType ? { transactionType: values.transactionType } : {}),
    },
  };
}

import { useCallback } from 'react';
import { useIntl } from './intl.tsx';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** `t(id, values)`: the current locale's text for a message id, formatted as ICU. */
export function useT(): (id: string, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

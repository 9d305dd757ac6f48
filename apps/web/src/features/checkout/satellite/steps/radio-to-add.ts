import { getQueryParam } from '../../../../shared/routing/query.ts';
import { checkLookupRadioId } from '../../../identification/index.ts';

/** What another page may hand the add-radio flow in the router state. */
export interface AddRadioRouterState {
  radioId?: string;
}

/** The radio the flow was opened for: router state first, then `radioid`; a full id only. */
export function radioIdToAddOf(state: unknown, search: string): string | undefined {
  const fromState = (state as AddRadioRouterState | null)?.radioId;
  const value = (
    typeof fromState === 'string' ? fromState : getQueryParam(search, 'radioid')
  )?.trim();
  // Only the last 4 (what the account pages show) cannot be looked up: the customer finds it.
  return value && !checkLookupRadioId(value) ? value.replace(/-/g, '').toUpperCase() : undefined;
}

import type { Country, Locale } from '@orbit/domain';
import { identificationCalls } from '@orbit/sdk';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { failuresOf, trackClientValidation } from './account-analytics.ts';
import type { AccountLookup, AccountLookupTab, FieldErrors } from './use-account-lookup.ts';

/** Lookups answer their own refusals: the app's global error handler stays out of them. */
export const skipGlobalHandler = { skipGlobalHandler: true } as const;

export interface LookupPanelProps {
  tab: AccountLookupTab;
  lookup: AccountLookup;
  country: Country;
  locale: Locale;
  onSelectTab(tab: AccountLookupTab): void;
}

/** Client-side refusals of one tab's form: user errors, re-raised as one business error. */
export function useTrackInvalid() {
  const services = useAppServices();
  return (form: string) => (errors: FieldErrors) =>
    trackClientValidation(services, `accountlookup.${form}`, failuresOf(errors));
}

/**
 * What a tab's form is wired with, whichever module holds it: the lookup calls, and what every
 * form takes (its country, a lookup under way, the server's refusals of this tab's fields, its
 * refusals tracked under the tab's name).
 */
export function useTabFormWiring({ tab, lookup, country }: LookupPanelProps) {
  const identification = useCareCalls(identificationCalls);
  const invalid = useTrackInvalid();
  const { view, busy } = lookup;
  const serverErrors =
    view.kind === 'form' && view.tab === tab ? (view.serverErrors ?? undefined) : undefined;
  return { identification, common: { country, busy, serverErrors, onInvalid: invalid(tab) } };
}

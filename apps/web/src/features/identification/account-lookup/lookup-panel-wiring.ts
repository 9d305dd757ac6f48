import type { Country, Locale } from '@orbit/domain';
import { useAppServices } from '../../../shared/services/app-services.tsx';
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

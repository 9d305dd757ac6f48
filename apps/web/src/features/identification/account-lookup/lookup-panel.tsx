import type { CareNonPiiRequest, Country, Locale } from '@orbit/domain';
import { identificationCalls } from '@orbit/sdk';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { CarInfoForm } from '../find-your-radio/car-info-form.tsx';
import { RflzForm } from '../rflz/rflz-form.tsx';
import { failuresOf, trackClientValidation } from './account-analytics.ts';
import { EmailLookupForm } from './email-lookup.tsx';
import { FlepzForm } from './flepz-form.tsx';
import { RadioAccountForm } from './radio-account-form.tsx';
import type { AccountLookup, AccountLookupTab, FieldErrors } from './use-account-lookup.ts';

const skip = { skipGlobalHandler: true } as const;

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

/** The selected tab's form, wired to its lookup. */
export function LookupPanel({ tab, lookup, country, locale, onSelectTab }: LookupPanelProps) {
  const { config } = useAppServices();
  const identification = useCareCalls(identificationCalls);
  const invalid = useTrackInvalid();
  const { view, busy } = lookup;
  const serverErrors =
    view.kind === 'form' && view.tab === tab ? (view.serverErrors ?? undefined) : undefined;
  const common = { country, busy, serverErrors, onInvalid: invalid(tab) };

  switch (tab) {
    case 'info':
      return (
        <FlepzForm
          {...common}
          onLookup={(request) =>
            void lookup.lookUp('info', 'FLEPZ', (captcha) =>
              identification.lookupFlepz({ ...request, ...captcha }, skip),
            )
          }
        />
      );
    case 'radio':
      return (
        <RadioAccountForm
          {...common}
          onLookup={(request: CareNonPiiRequest) =>
            void lookup.lookUp('radio', request.accountNumber ? 'RID_ACCT' : 'RID', (captcha) =>
              identification.lookupNonPiiAccount({ ...request, locale, ...captcha }, skip),
            )
          }
        />
      );
    case 'car':
      return (
        <CarInfoForm
          country={config.country}
          busy={busy}
          serverErrors={serverErrors}
          onInvalid={invalid('car')}
          onLookup={(check) => void lookup.lookUpCar(check)}
        />
      );
    case 'email':
      return <EmailLookupForm {...common} onLookup={(email) => void lookup.lookUpEmail(email)} />;
    case 'rflz':
      return (
        <RflzForm
          busy={busy}
          serverErrors={serverErrors}
          analyticsName="accountlookup.rflz"
          onSearchByPlate={() => onSelectTab('car')}
          onCheck={(request) =>
            void lookup.lookUp('rflz', 'RFLZ', (captcha) =>
              identification.lookupRflz({ ...request, ...captcha }, skip),
            )
          }
        />
      );
  }
}

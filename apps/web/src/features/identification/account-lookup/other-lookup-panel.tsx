import type { CareNonPiiRequest } from '@orbit/domain';
import { identificationCalls } from '@orbit/sdk';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { CarInfoForm } from '../find-your-radio/car-info-form.tsx';
import { RflzForm } from '../rflz/rflz-form.tsx';
import { EmailLookupForm } from './email-lookup.tsx';
import {
  type LookupPanelProps,
  skipGlobalHandler as skip,
  useTrackInvalid,
} from './lookup-panel-wiring.ts';
import { RadioAccountForm } from './radio-account-form.tsx';

/**
 * The tabs after the first (radio info, car info, email, RFLZ), fetched on demand (ADR 124): the
 * page opens on Your info, and these arrive while the visitor reads it.
 */
export function OtherLookupPanel({ tab, lookup, country, locale, onSelectTab }: LookupPanelProps) {
  const { config } = useAppServices();
  const identification = useCareCalls(identificationCalls);
  const invalid = useTrackInvalid();
  const { view, busy } = lookup;
  const serverErrors =
    view.kind === 'form' && view.tab === tab ? (view.serverErrors ?? undefined) : undefined;
  const common = { country, busy, serverErrors, onInvalid: invalid(tab) };

  switch (tab) {
    case 'info':
      return null;
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

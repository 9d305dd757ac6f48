import type { CareNonPiiRequest } from '@orbit/domain';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { CarInfoForm } from '../find-your-radio/car-info-form.tsx';
import { RflzForm } from '../rflz/rflz-form.tsx';
import { EmailLookupForm } from './email-lookup.tsx';
import {
  type LookupPanelProps,
  skipGlobalHandler as skip,
  useTabFormWiring,
} from './lookup-panel-wiring.ts';
import { RadioAccountForm } from './radio-account-form.tsx';

/**
 * The tabs after the first (radio info, car info, email, RFLZ), fetched on demand (ADR 124): the
 * page opens on Your info, and these arrive while the visitor reads it.
 */
export function OtherLookupPanel(props: LookupPanelProps) {
  const { tab, lookup, locale, onSelectTab } = props;
  const { config } = useAppServices();
  const { identification, common } = useTabFormWiring(props);

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
          busy={common.busy}
          serverErrors={common.serverErrors}
          onInvalid={common.onInvalid}
          onLookup={(check) => void lookup.lookUpCar(check)}
        />
      );
    case 'email':
      return <EmailLookupForm {...common} onLookup={(email) => void lookup.lookUpEmail(email)} />;
    case 'rflz':
      return (
        <RflzForm
          busy={common.busy}
          serverErrors={common.serverErrors}
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

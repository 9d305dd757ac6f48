import { OnDemandStep } from '../../../shared/loading/step-on-demand.tsx';
import { otherLookupPanel } from './account-lookup-screens-on-demand.ts';
import { FlepzForm } from './flepz-form.tsx';
import {
  type LookupPanelProps,
  skipGlobalHandler,
  useTabFormWiring,
} from './lookup-panel-wiring.ts';

/** The selected tab's form, wired to its lookup. */
export function LookupPanel(props: LookupPanelProps) {
  const { tab, lookup, country, locale, onSelectTab } = props;
  const { identification, common } = useTabFormWiring(props);

  switch (tab) {
    case 'info':
      return (
        <FlepzForm
          {...common}
          onLookup={(request) =>
            void lookup.lookUp('info', 'FLEPZ', (captcha) =>
              identification.lookupFlepz({ ...request, ...captcha }, skipGlobalHandler),
            )
          }
        />
      );
    default:
      return (
        <OnDemandStep
          step={otherLookupPanel}
          tab={tab}
          lookup={lookup}
          country={country}
          locale={locale}
          onSelectTab={onSelectTab}
        />
      );
  }
}

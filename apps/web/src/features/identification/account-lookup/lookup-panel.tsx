import { identificationCalls } from '@orbit/sdk';
import { OnDemandStep } from '../../../shared/loading/step-on-demand.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { otherLookupPanel } from './account-lookup-screens-on-demand.ts';
import { FlepzForm } from './flepz-form.tsx';
import {
  type LookupPanelProps,
  skipGlobalHandler,
  useTrackInvalid,
} from './lookup-panel-wiring.ts';

/** The selected tab's form, wired to its lookup. */
export function LookupPanel({ tab, lookup, country, locale, onSelectTab }: LookupPanelProps) {
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

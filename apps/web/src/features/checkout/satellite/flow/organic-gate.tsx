import type { Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { usePageLoadingWhile } from '../../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { recordProgramCode, useStartOnFirstRender } from '../../flow-kit/start-on-first-render.ts';
import { organicEntryLink, organicEntryQuery } from '../organic-entry-query.ts';
import type { SatelliteCheckoutState } from './checkout-store.ts';
import { useEntryKey } from './entry-key.ts';
import { useSatelliteCheckout, useSatelliteFlow } from './flow-context.tsx';
import { satelliteErrorPageUrl } from './satellite-flows.ts';

/**
 * The door of the organic and Vega checkouts: the promo code and the offers
 * (`organicEntryQuery`), under the full-page loader; the flow starts from what they found. Once
 * started for this query, moving between steps loads nothing again.
 */
export function OrganicGate({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const flow = useSatelliteFlow();
  const { entryKey, search } = useEntryKey();
  const navigate = useNavigate();
  const locale = useIntl().locale as Locale;
  const { state, store } = useSatelliteCheckout();
  const startedHere = (started: SatelliteCheckoutState) =>
    started.entryKey === entryKey && started.offersAsked !== undefined;
  const link = useMemo(() => organicEntryLink(flow, search, locale), [flow, search, locale]);
  const entry = useQuery({ ...organicEntryQuery(services, link), enabled: !startedHere(state) });
  // A prerendered landing's outcome is cached already (ADR 086): the flow starts in this render.
  useStartOnFirstRender(
    store,
    entry.data,
    (started) => started.entryKey === undefined,
    (start) => recordProgramCode(services.dataLayer, start.programCode),
  );
  const ready = startedHere(store.get());
  usePageLoadingWhile(services.pageLoading, !ready && entry.isFetching);
  const found = ready ? undefined : entry.data;

  useEffect(() => {
    if (found?.kind === 'ready') store.restart(found.start);
    else if (found?.kind === 'error') {
      void navigate(satelliteErrorPageUrl(found.page, search), {
        replace: true,
        state: { returnTo: flow.basePath },
      });
    }
  }, [found, store, navigate, search, flow]);

  return ready ? children : null;
}

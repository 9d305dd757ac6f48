import type { Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { usePageLoadingWhile } from '../../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import type { TokenEntryState } from '../steps/token-entry-step.tsx';
import { targetedEntryQuery } from '../targeted-entry-query.ts';
import { queryValue, useEntryKey } from './entry-key.ts';
import { useSatelliteCheckout, useSatelliteFlow } from './flow-context.tsx';
import {
  ACTIVE_SUBSCRIPTION_PATH,
  satelliteErrorPageUrl,
  satelliteStepUrl,
} from './satellite-flows.ts';

/**
 * The door of the targeted checkout: the link identifies the radio and its offers load
 * (`targetedEntryQuery`); a link that cannot (no token, a refused one) opens the code form; an
 * active subscription its page.
 */
export function TargetedGate({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const flow = useSatelliteFlow();
  const { entryKey, search } = useEntryKey();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const locale = useIntl().locale as Locale;
  const { state, store, placed } = useSatelliteCheckout();
  const ready =
    state.entryKey === entryKey &&
    ((state.radio !== undefined && state.offersAsked !== undefined) || placed !== undefined);
  const link = useMemo(
    () => ({
      entryKey,
      search,
      programCode: queryValue(search, 'programcode'),
      promoCode: queryValue(search, 'promocode'),
      locale,
      streaming: flow.service === 'streaming',
      mrdOnly: flow.mrdOnly ?? false,
    }),
    [entryKey, search, locale, flow],
  );
  const entry = useQuery({ ...targetedEntryQuery(services, link), enabled: !ready });
  usePageLoadingWhile(services.pageLoading, !ready && entry.isFetching);
  const found = ready ? undefined : entry.data;

  useEffect(() => {
    if (!found) return;
    store.restart(found.start);
    if (found.kind === 'tokenEntry') {
      const tokenEntry: TokenEntryState = { problem: found.problem };
      void navigate(satelliteStepUrl(flow, 'tokenEntry', search), {
        replace: true,
        state: tokenEntry,
      });
    } else if (found.kind === 'active') {
      void navigate(ACTIVE_SUBSCRIPTION_PATH, {
        replace: true,
        state: { returnTo: `${pathname}${search}` },
      });
    } else if (found.kind === 'error') {
      void navigate(satelliteErrorPageUrl(found.page, search), {
        replace: true,
        state: { returnTo: flow.basePath },
      });
    }
  }, [found, store, navigate, flow, search, pathname]);

  return ready ? children : null;
}

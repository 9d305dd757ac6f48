import type { Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { usePageLoadingWhile } from '../../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { recordProgramCode, useStartOnFirstRender } from '../../flow-kit/start-on-first-render.ts';
import { organicEntryLink, organicEntryQuery, targetedEntryQuery } from '../satellite-queries.ts';
import type { TokenEntryState } from '../steps/token-entry-step.tsx';
import type { SatelliteCheckoutState } from './checkout-store.ts';
import { useSatelliteCheckout, useSatelliteFlow } from './flow-context.tsx';
import { handedOverRadioOf } from './radio-handover.ts';
import {
  ACTIVE_SUBSCRIPTION_PATH,
  satelliteErrorPageUrl,
  satelliteStepUrl,
} from './satellite-flows.ts';

/** The flow and query a checkout was entered with: another one starts over. */
function useEntryKey(): { entryKey: string; search: string } {
  const flow = useSatelliteFlow();
  const { search } = useLocation();
  return { entryKey: `${flow.basePath}${search}`, search };
}

const queryValue = (search: string, name: string) => getQueryParam(search, name) ?? undefined;

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

/**
 * The scope of a flow whose entry loads nothing (add a radio, the code form): a checkout entered
 * elsewhere or with another query starts over here, so its codes and radio do not leak in — but
 * for the radio another flow handed over by its `deviceRef` (`RadioHandover`), kept with its
 * offers.
 */
export function FreshEntry({ children }: { children: ReactNode }) {
  const { entryKey, search } = useEntryKey();
  const routerState: unknown = useLocation().state;
  const { state, store } = useSatelliteCheckout();
  const ready = state.entryKey === entryKey;
  const handedOver = handedOverRadioOf(routerState);
  useEffect(() => {
    if (ready) return;
    if (handedOver !== undefined && handedOver === store.get().radio?.deviceRef) {
      store.update({ entryKey });
      return;
    }
    store.restart({
      entryKey,
      programCode: queryValue(search, 'programcode'),
      promoCode: queryValue(search, 'promocode') || undefined,
    });
  }, [ready, store, entryKey, search, handedOver]);
  return ready ? children : null;
}

import type { Locale } from '@orbit/domain';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { enterOrganicFlow } from '../entry/organic-entry.ts';
import { runOnce } from '../entry/run-once.ts';
import { enterTargetedFlow } from '../entry/targeted-entry.ts';
import type { TokenEntryState } from '../steps/token-entry-step.tsx';
import { useSatelliteCheckout, useSatelliteFlow } from './flow-context.tsx';
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
 * The door of the organic and Vega checkouts: the promo code and the offers, under the full-page
 * loader. Once loaded for this query, moving between steps loads nothing again.
 */
export function OrganicGate({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const flow = useSatelliteFlow();
  const { entryKey, search } = useEntryKey();
  const navigate = useNavigate();
  const locale = useIntl().locale as Locale;
  const { state, store } = useSatelliteCheckout();
  const ready = state.entryKey === entryKey && state.offers !== undefined;

  useEffect(() => {
    if (ready) return;
    let current = true;
    services.pageLoading.set(true);
    void runOnce(store, entryKey, () =>
      enterOrganicFlow(services, store, {
        flow,
        entryKey,
        programCode: flow.programCode ?? queryValue(search, 'programcode'),
        promoCode: queryValue(search, 'promocode'),
        locale,
      }),
    )
      .then((outcome) => {
        if (current && outcome.kind === 'error') {
          void navigate(satelliteErrorPageUrl(outcome.page, search), {
            replace: true,
            state: { returnTo: flow.basePath },
          });
        }
      })
      .finally(() => services.pageLoading.set(false));
    return () => {
      current = false;
    };
  }, [ready, services, store, flow, entryKey, search, locale, navigate]);

  return ready ? children : null;
}

/**
 * The door of the targeted checkout: the link identifies the radio and its offers load; a link
 * that cannot (no token, a refused one) opens the code form; an active subscription its page.
 */
export function TargetedGate({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const flow = useSatelliteFlow();
  const { entryKey, search } = useEntryKey();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const locale = useIntl().locale as Locale;
  const { state, store } = useSatelliteCheckout();
  const ready =
    state.entryKey === entryKey &&
    ((state.radio !== undefined && state.offers !== undefined) || state.purchase !== undefined);

  useEffect(() => {
    if (ready) return;
    let current = true;
    services.pageLoading.set(true);
    void runOnce(store, entryKey, () =>
      enterTargetedFlow(services, store, {
        entryKey,
        search,
        programCode: queryValue(search, 'programcode'),
        promoCode: queryValue(search, 'promocode'),
        locale,
      }),
    )
      .then((outcome) => {
        if (!current) return;
        if (outcome.kind === 'tokenEntry') {
          const entry: TokenEntryState = { problem: outcome.problem };
          void navigate(satelliteStepUrl(flow, 'tokenEntry', search), {
            replace: true,
            state: entry,
          });
        } else if (outcome.kind === 'active') {
          void navigate(ACTIVE_SUBSCRIPTION_PATH, {
            replace: true,
            state: { returnTo: `${pathname}${search}` },
          });
        } else if (outcome.kind === 'error') {
          void navigate(satelliteErrorPageUrl(outcome.page, search), {
            replace: true,
            state: { returnTo: flow.basePath },
          });
        }
      })
      .finally(() => services.pageLoading.set(false));
    return () => {
      current = false;
    };
  }, [ready, services, store, flow, entryKey, search, pathname, locale, navigate]);

  return ready ? children : null;
}

/**
 * The scope of a flow whose entry loads nothing (add a radio, the code form): a checkout entered
 * elsewhere or with another query starts over here, so its codes and radio do not leak in.
 */
export function FreshEntry({ children }: { children: ReactNode }) {
  const { entryKey, search } = useEntryKey();
  const { state, store } = useSatelliteCheckout();
  const ready = state.entryKey === entryKey;
  useEffect(() => {
    if (ready) return;
    store.restart({
      entryKey,
      programCode: queryValue(search, 'programcode'),
      promoCode: queryValue(search, 'promocode') || undefined,
    });
  }, [ready, store, entryKey, search]);
  return ready ? children : null;
}

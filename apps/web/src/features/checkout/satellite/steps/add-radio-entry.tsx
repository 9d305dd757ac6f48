import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePageLoadingWhile } from '../../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { checkLookupRadioId } from '../../../identification/index.ts';
import { useSatelliteFlow, useStepNavigation } from '../flow/flow-context.tsx';
import { satelliteStepUrl } from '../flow/satellite-flows.ts';
import { useContinueWithRadio } from '../flow/use-continue-with-radio.ts';
import { radioToAddQuery } from '../satellite-queries.ts';

/** What another page may hand the add-radio flow in the router state. */
export interface AddRadioRouterState {
  radioId?: string;
}

/** The radio the flow was opened for: router state first, then `radioid`; a full id only. */
export function radioIdToAddOf(state: unknown, search: string): string | undefined {
  const fromState = (state as AddRadioRouterState | null)?.radioId;
  const value = (
    typeof fromState === 'string' ? fromState : getQueryParam(search, 'radioid')
  )?.trim();
  // Only the last 4 (what the account pages show) cannot be looked up: the customer finds it.
  return value && !checkLookupRadioId(value) ? value.replace(/-/g, '').toUpperCase() : undefined;
}

/**
 * The add-radio flow's first screen (flows §4.7): with a radio named by the page that sent the
 * customer, it is looked up (`radioToAddQuery`) and its plans open; without one, the customer
 * chooses or finds it.
 */
export function AddRadioEntry() {
  const services = useAppServices();
  const location = useLocation();
  const flow = useSatelliteFlow();
  const goTo = useStepNavigation();
  const { continuing, continueWith, showActiveSubscription } = useContinueWithRadio();
  const radioId = radioIdToAddOf(location.state, location.search);
  const lookup = useQuery(radioToAddQuery(services, radioId));
  // The loader stays up from the lookup until the radio's plans are in.
  usePageLoadingWhile(services.pageLoading, lookup.isFetching || continuing);
  const found = lookup.data;
  const acted = useRef(false);

  useEffect(() => {
    // The radio found is acted on once, though the effect runs again (strict mode, a re-render).
    if (!found || acted.current) return;
    acted.current = true;
    if (found.kind === 'found') void continueWith(found.radio);
    else if (found.kind === 'active') showActiveSubscription(found.radio);
    else if (found.kind !== 'stopped') goTo('deviceLookup', { replace: true });
  }, [found, continueWith, showActiveSubscription, goTo]);

  if (!radioId) {
    return <Navigate to={satelliteStepUrl(flow, 'deviceSelect', location.search)} replace />;
  }
  return null;
}

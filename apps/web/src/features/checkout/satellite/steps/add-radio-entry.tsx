import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { checkLookupRadioId, lookUpDevice } from '../../../identification/index.ts';
import { useStepNavigation } from '../flow/flow-context.tsx';
import { useContinueWithRadio } from '../flow/use-continue-with-radio.ts';

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
 * customer, it is looked up and its plans open; without one, the customer chooses or finds it.
 */
export function AddRadioEntry() {
  const services = useAppServices();
  const location = useLocation();
  const goTo = useStepNavigation();
  const { continueWith, showActiveSubscription } = useContinueWithRadio();
  const started = useRef(false);
  const radioId = radioIdToAddOf(location.state, location.search);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!radioId) {
      goTo('deviceSelect', { replace: true });
      return;
    }
    services.pageLoading.set(true);
    void lookUpDevice(services, { radioId }, 'RID', 'addradio.entry')
      .then(async (outcome) => {
        if (outcome.kind === 'found') await continueWith(outcome.radio);
        else if (outcome.kind === 'active') showActiveSubscription(outcome.radio);
        else if (outcome.kind !== 'stopped') goTo('deviceLookup', { replace: true });
      })
      .finally(() => services.pageLoading.set(false));
  }, [radioId, services, goTo, continueWith, showActiveSubscription]);

  return null;
}

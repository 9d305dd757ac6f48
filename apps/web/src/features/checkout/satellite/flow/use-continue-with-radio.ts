import type { Locale } from '@orbit/domain';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type AskedHumanCheck, useAskedHumanCheck } from '../../../../shared/human-check/index.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import type { IdentifiedRadio } from '../../../identification/index.ts';
import { loadRadioOffers } from '../entry/radio-offers.ts';
import { useSatelliteCheckout, useSatelliteFlow, useStepNavigation } from './flow-context.tsx';
import type { RadioHandover } from './radio-handover.ts';
import {
  ACTIVE_SUBSCRIPTION_PATH,
  ADD_RADIO_FLOW,
  type SatelliteFlow,
  type SatelliteStepName,
  satelliteErrorPageUrl,
  satelliteStepUrl,
} from './satellite-flows.ts';

/** Where each flow goes once the radio and its offers are known. */
export function stepAfterIdentification(flow: SatelliteFlow): SatelliteStepName {
  if (flow.kind === 'targeted') return 'offer';
  if (flow.kind === 'addRadio') return 'pickAPlan';
  return 'paymentInterstitial';
}

/** What the active-subscription page reads from the router state: the way back. */
export interface ActiveSubscriptionState {
  returnTo: string;
}

/**
 * The way on from a radio found (lookup, token, link): its offers, then the flow's next step;
 * an active paid subscription goes to the active-subscription page, a radio with nothing to buy
 * to the offer-unavailable page. Change-to (ADR 052) turns the two round: a running plan is the
 * one to change (its new-plan step), and a radio without one continues in the add-radio flow,
 * its offers loaded, at that flow's pick-a-plan. A failure stays on the step with `failed` set. Past the lookups
 * one radio may have in an hour, the step shows `humanCheck` (`RadioOffersHumanCheck`) and the
 * next Continue sends its proof.
 */
export function useContinueWithRadio(): {
  continuing: boolean;
  failed: boolean;
  humanCheck: AskedHumanCheck;
  continueWith(radio: IdentifiedRadio, programCode?: string): Promise<void>;
  showActiveSubscription(radio: IdentifiedRadio): void;
} {
  const services = useAppServices();
  const flow = useSatelliteFlow();
  const locale = useIntl().locale as Locale;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const goTo = useStepNavigation();
  const { store } = useSatelliteCheckout();
  const [continuing, setContinuing] = useState(false);
  const [failed, setFailed] = useState(false);
  const humanCheck = useAskedHumanCheck();

  const showActiveSubscription = useCallback(
    (radio: IdentifiedRadio) => {
      store.update({ radio: { ...radio, hasActiveSubscription: true } });
      if (flow.kind === 'changeTo') {
        goTo('newPlan');
        return;
      }
      const state: ActiveSubscriptionState = { returnTo: `${pathname}${search}` };
      void navigate(ACTIVE_SUBSCRIPTION_PATH, { state });
    },
    [store, flow, goTo, navigate, pathname, search],
  );

  const continueWith = useCallback(
    async (radio: IdentifiedRadio, programCode?: string) => {
      setContinuing(true);
      setFailed(false);
      const current = store.get();
      const outcome = await loadRadioOffers(services, store, radio, {
        programCode: flow.programCode ?? programCode ?? current.programCode,
        promoCode: current.promoCode,
        locale,
        streaming: flow.service === 'streaming',
        mrdOnly: flow.mrdOnly ?? false,
        humanCheckProof: humanCheck.takeProof(),
      }).finally(() => setContinuing(false));
      switch (outcome.kind) {
        case 'ready':
          if (programCode && !current.programCode) store.update({ programCode });
          if (flow.kind === 'changeTo') {
            // No plan to change: the add-radio flow sells this radio one, from its plans.
            const state: RadioHandover = { handedOverRadio: radio.deviceRef };
            void navigate(satelliteStepUrl(ADD_RADIO_FLOW, 'pickAPlan', search), { state });
            return;
          }
          goTo(stepAfterIdentification(flow));
          return;
        case 'active':
          showActiveSubscription(radio);
          return;
        case 'noOffers':
          void navigate(satelliteErrorPageUrl('offer-unavailable'));
          return;
        case 'humanCheck':
          if (!(await humanCheck.askedBy(outcome.failure))) setFailed(true);
          return;
        case 'failed':
          setFailed(true);
          return;
        case 'stopped':
          return;
      }
    },
    [services, store, flow, locale, goTo, navigate, search, showActiveSubscription, humanCheck],
  );

  return { continuing, failed, humanCheck, continueWith, showActiveSubscription };
}

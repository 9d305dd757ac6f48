import { useT } from '../../../../shared/i18n/use-t.ts';
import { Alert } from '../../../../shared/ui/index.ts';
import { FindYourRadio } from '../../../identification/index.ts';
import styles from '../../components/checkout.module.css';
import { PlanRecapCard } from '../../components/plan-recap-card.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { useSatelliteCheckout, useSatelliteFlow } from '../flow/flow-context.tsx';
import type { SatelliteFlowKind } from '../flow/satellite-flows.ts';
import { useSatelliteStepGuard } from '../flow/step-requirements.ts';
import { useContinueWithRadio } from '../flow/use-continue-with-radio.ts';
import { StepCard, useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';
import { RadioOffersHumanCheck } from './radio-offers-human-check.tsx';

const LOOKUP_LEADS: Readonly<Record<SatelliteFlowKind, string>> = {
  organic: 'satellite.lookup.lead',
  vega: 'satellite.lookup.lead',
  targeted: 'satellite.lookup.lead',
  addRadio: 'satellite.lookup.leadAddRadio',
  changeTo: 'satellite.lookup.leadChangeTo',
};

/**
 * `device-lookup` — find your radio (flows §2.2 step 2, §4.7): the lookup tabs; Continue on the
 * radio found loads the radio's offers and goes on. An active paid subscription goes to the
 * active-subscription page. Past the radio's lookups in the hour, a human check shows above the
 * tabs and the next Continue carries its proof.
 */
export function DeviceLookupStep() {
  const t = useT();
  const flow = useSatelliteFlow();
  const { offer } = useSatelliteCheckout();
  const { continuing, failed, humanCheck, continueWith, showActiveSubscription } =
    useContinueWithRadio();
  useSatelliteStepAnalytics('deviceLookup');
  const redirect = useSatelliteStepGuard('deviceLookup');
  if (redirect) return redirect;
  return (
    <StepCard step="deviceLookup">
      <StepHeading>{t('satellite.lookup.title')}</StepHeading>
      <p className={styles.lead}>{t(LOOKUP_LEADS[flow.kind])}</p>
      {offer && flow.kind !== 'addRadio' && flow.kind !== 'changeTo' ? (
        <PlanRecapCard offer={offer} />
      ) : null}
      {failed ? <Alert tone="error">{t('satellite.lookup.offersFailed')}</Alert> : null}
      <RadioOffersHumanCheck humanCheck={humanCheck} />
      <FindYourRadio
        continuing={continuing}
        analyticsName={
          flow.kind === 'organic' || flow.kind === 'vega' || flow.kind === 'targeted'
            ? 'devicelookupstep'
            : `${flow.flowName}.devicelookup`
        }
        onContinue={(radio) => void continueWith(radio)}
        onActiveSubscription={showActiveSubscription}
      />
    </StepCard>
  );
}

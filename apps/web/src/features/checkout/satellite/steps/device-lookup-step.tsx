import { useT } from '../../../../shared/i18n/use-t.ts';
import { Alert } from '../../../../shared/ui/index.ts';
import { FindYourRadio } from '../../../identification/index.ts';
import styles from '../../components/checkout.module.css';
import { PlanRecapCard } from '../../components/plan-recap-card.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { useSatelliteCheckout, useSatelliteFlow } from '../flow/flow-context.tsx';
import { useSatelliteStepGuard } from '../flow/step-requirements.ts';
import { useContinueWithRadio } from '../flow/use-continue-with-radio.ts';
import { StepCard, useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';
import { RadioOffersHumanCheck } from './radio-offers-human-check.tsx';

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
      <p className={styles.lead}>
        {t(flow.kind === 'addRadio' ? 'satellite.lookup.leadAddRadio' : 'satellite.lookup.lead')}
      </p>
      {offer && flow.kind !== 'addRadio' ? <PlanRecapCard offer={offer} /> : null}
      {failed ? <Alert tone="error">{t('satellite.lookup.offersFailed')}</Alert> : null}
      <RadioOffersHumanCheck humanCheck={humanCheck} />
      <FindYourRadio
        continuing={continuing}
        analyticsName={flow.kind === 'addRadio' ? 'addradio.devicelookup' : 'devicelookupstep'}
        onContinue={(radio) => void continueWith(radio)}
        onActiveSubscription={showActiveSubscription}
      />
    </StepCard>
  );
}

import { useT } from '../../../../shared/i18n/use-t.ts';
import { Button } from '../../../../shared/ui/index.ts';
import { PackageCard } from '../../../catalog/index.ts';
import styles from '../../components/checkout.module.css';
import { StepHeading } from '../../components/step-heading.tsx';
import { useSatelliteCheckout, useStepNavigation } from '../flow/flow-context.tsx';
import { useSatelliteStepGuard } from '../flow/step-requirements.ts';
import { StepCard, useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';
import { RadioSummary } from './radio-summary.tsx';

/** `pick-a-plan` (flows §4.7): the radio's offers as package cards, each with its own Choose. */
export function PickAPlanStep() {
  const t = useT();
  const { state, store, offers } = useSatelliteCheckout();
  const goTo = useStepNavigation();
  useSatelliteStepAnalytics('pickAPlan');
  const redirect = useSatelliteStepGuard('pickAPlan');
  if (redirect) return redirect;
  const shown = offers?.offers ?? [];
  return (
    <StepCard step="pickAPlan">
      <StepHeading>{t('satellite.pickAPlan.title')}</StepHeading>
      {state.radio ? <RadioSummary radio={state.radio} /> : null}
      <ul className={[styles.list, styles.section].join(' ')}>
        {shown.map((offer) => (
          <li key={offer.planCode}>
            <PackageCard offer={offer} />
            <div className={styles.actions}>
              <Button
                variant={offer.planCode === offers?.leadPlanCode ? 'primary' : 'secondary'}
                aria-label={t('satellite.pickAPlan.chooseNamed', { plan: offer.packageName })}
                onClick={() => {
                  store.update({ selectedPlanCode: offer.planCode, quoteAsked: undefined });
                  goTo('paymentInterstitial');
                }}
              >
                {t('satellite.pickAPlan.choose')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </StepCard>
  );
}

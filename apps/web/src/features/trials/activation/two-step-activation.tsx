import type { Locale } from '@orbit/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Button, Card } from '../../../shared/ui/index.ts';
import { FindYourRadio, type IdentifiedRadio } from '../../identification/index.ts';
import styles from './activation.module.css';
import { useActivationPage } from './activation-analytics.ts';
import { ActivationHeading } from './activation-heading.tsx';
import { refusalPathOf, THANKS_PATH } from './activation-paths.ts';
import { AFTER_LOOKUP, offerPage } from './offer-page-on-demand.ts';
import { askTrialOffer } from './trial-offer.ts';
import { useActivationStore } from './use-activation-store.ts';

/**
 * The two-step flow (flows §3.2, `activate/trial/flepz`): find the radio with identification's
 * lookup (radio id, VIN, licence plate), then the radio's offer decides the page, as for a link.
 * The radio found and its offer stay in the flow's store, so signing in to add the trial to an
 * account comes back to the same radio.
 */
export function TwoStepActivation() {
  const { state, store } = useActivationStore();
  const found = state.twoStep;
  if (!found) return <FindRadioStep />;
  return (
    <div className={styles.stack}>
      <OnDemandStep
        step={offerPage}
        flow="twoStep"
        result={found.result}
        proof={{
          // The offer names the radio for the claim that follows; the lookup's ref otherwise.
          deviceRef:
            found.result.outcome === 'CLAIMABLE' ? found.result.deviceRef : found.deviceRef,
        }}
        thanksPath={THANKS_PATH}
        notYourCar={false}
      />
      <SearchAgain onSearch={() => store.update({ twoStep: undefined })} />
    </div>
  );
}

function SearchAgain({ onSearch }: { onSearch(): void }) {
  const t = useT();
  return (
    <p className={styles.center}>
      <Button variant="secondary" onClick={onSearch}>
        {t('activation.twoStep.searchAgain')}
      </Button>
    </p>
  );
}

function FindRadioStep() {
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const { store } = useActivationStore();
  const [problem, setProblem] = useState<string>();
  const [selfPay, setSelfPay] = useState(false);
  useActivationPage('twoStep', 'findyourradio');
  usePreloadedSteps(AFTER_LOOKUP);
  const offer = useMutation({
    mutationFn: (radio: IdentifiedRadio) =>
      askTrialOffer(services, { deviceRef: radio.deviceRef }, locale),
  });

  const continueWith = async (radio: IdentifiedRadio) => {
    setProblem(undefined);
    const outcome = await offer.mutateAsync(radio);
    if (outcome.kind === 'offer') {
      store.update({ twoStep: { deviceRef: radio.deviceRef, result: outcome.result } });
    } else if (outcome.kind === 'invalidLink') {
      setProblem('activation.twoStep.lookupExpired');
    } else if (outcome.kind === 'failed') {
      setProblem('activation.claim.failed');
    }
  };

  if (selfPay) return <Navigate to={refusalPathOf('ALREADY_ACTIVE_SELF_PAY')} />;
  return (
    <Card className={styles.card}>
      <ActivationHeading>{t('activation.twoStep.title')}</ActivationHeading>
      <p className={styles.lead}>{t('activation.twoStep.lead')}</p>
      {problem ? <Alert tone="error">{t(problem)}</Alert> : null}
      <FindYourRadio
        continuing={offer.isPending}
        analyticsName="trialactivation.findyourradio"
        onContinue={(radio) => void continueWith(radio)}
        onActiveSubscription={() => setSelfPay(true)}
      />
    </Card>
  );
}

import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Card } from '../../../shared/ui/index.ts';
import { useGuardedAccount } from '../../account/index.ts';
import { ListenNow, type StepSectionContent, StepSections } from '../../checkout/flow-kit/index.ts';
import styles from './multi-radio.module.css';
import {
  trackMultiRadioFailed,
  trackMultiRadioStarted,
  trackMultiRadioStep,
} from './multi-radio-analytics.ts';
import { askMultiRadioQuote, placeMultiRadioOrder } from './multi-radio-queries.ts';
import {
  MULTI_RADIO_STEPS_ON_DEMAND,
  multiRadioPaymentStep,
  multiRadioReviewStep,
  multiRadioThanksStep,
} from './multi-radio-steps-on-demand.ts';
import { MULTI_RADIO_STEPS, type MultiRadioStep } from './multi-radio-store.ts';
import { radioNameOf } from './radio-name.ts';
import { PlansStep } from './steps/plans-step.tsx';
import { RadiosStep } from './steps/radios-step.tsx';
import { useMultiRadioCheckout } from './use-multi-radio-checkout.ts';

/**
 * The page for the account the guard loaded: the store starts again on every visit (a new visit
 * never shows an earlier order), then the four steps, and thanks once the order is placed.
 */
export function MultiRadioPage() {
  const { account } = useGuardedAccount();
  const services = useAppServices();
  const { store } = useMultiRadioCheckout();
  const [started, setStarted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store starts once per account.
  useEffect(() => {
    store.restart({ accountNumber: account.accountNumber });
    trackMultiRadioStarted(services.dataLayer, account.devices.length);
    setStarted(true);
  }, [account.accountNumber]);
  if (!started) return null;
  return <MultiRadioSteps />;
}

function MultiRadioSteps() {
  const t = useT();
  const services = useAppServices();
  const { account } = useGuardedAccount();
  const { state, store, accountRadios, radios, radiosFailed, quote, placed } =
    useMultiRadioCheckout();
  usePreloadedSteps(MULTI_RADIO_STEPS_ON_DEMAND);
  useEffect(() => {
    trackMultiRadioStep(services.dataLayer, placed ? 'thanks' : state.open);
  }, [services.dataLayer, placed, state.open]);
  if (placed) {
    // One player for the account, opened on the first radio's new subscription: a button per
    // radio would be several controls with the same name doing the same thing.
    return (
      <OnDemandStep step={multiRadioThanksStep} placed={placed} devices={account.devices}>
        <ListenNow subscriptionId={placed.radios[0]?.subscriptionId} />
      </OnDemandStep>
    );
  }

  const refused = state.bounce?.kind === 'refused' ? state.bounce.radio : undefined;

  const sections: Record<MultiRadioStep, StepSectionContent> = {
    radios: {
      title: t('multiRadio.step.radios'),
      chosen: radios?.map(({ radio }) => radioNameOf(radio, account.devices, t)).join(', '),
      body: () =>
        accountRadios ? (
          <RadiosStep
            radios={accountRadios}
            devices={account.devices}
            chosenDeviceRefs={state.deviceRefs}
            onChosen={(deviceRefs) =>
              store.update({
                deviceRefs,
                planByDevice: Object.fromEntries(
                  Object.entries(state.planByDevice).filter(([ref]) => deviceRefs.includes(ref)),
                ),
                open: 'plans',
                bounce: undefined,
              })
            }
          />
        ) : radiosFailed ? (
          <Alert tone="error">{t('multiRadio.plans.failed')}</Alert>
        ) : null,
    },
    plans: {
      title: t('multiRadio.step.plans'),
      chosen: radios
        ?.map(
          ({ radio, plans }) =>
            plans.find((plan) => plan.planCode === state.planByDevice[radio.deviceRef])
              ?.packageName,
        )
        .filter(Boolean)
        .join(', '),
      body: () =>
        radios ? (
          <PlansStep
            radios={radios}
            devices={account.devices}
            planByDevice={state.planByDevice}
            refused={refused}
            onChosen={(planByDevice) =>
              store.update({ planByDevice, open: 'payment', bounce: undefined })
            }
          />
        ) : null,
    },
    payment: {
      title: t('multiRadio.step.payment'),
      chosen: state.payment
        ? t('multiRadio.payment.chosen', {
            last4:
              state.payment.card.kind === 'card'
                ? state.payment.card.token.last4
                : state.payment.card.last4,
          })
        : undefined,
      body: () => (
        <OnDemandStep
          step={multiRadioPaymentStep}
          state={state}
          priceOrder={(quoteAsked) => askMultiRadioQuote(services, quoteAsked)}
          cardRefused={state.bounce?.kind === 'card'}
          onPriced={(payment, quoteAsked) =>
            store.update({
              payment,
              multiQuoteAsked: quoteAsked,
              open: 'review',
              bounce: undefined,
            })
          }
          onRefused={(radio) => {
            trackMultiRadioFailed(services.dataLayer, radio.reason);
            store.update({ open: 'plans', bounce: { kind: 'refused', radio } });
          }}
        />
      ),
    },
    review: {
      title: t('multiRadio.step.review'),
      body: () =>
        quote ? (
          <OnDemandStep
            step={multiRadioReviewStep}
            devices={account.devices}
            quote={quote}
            store={store}
            placeOrder={(order, proof) => placeMultiRadioOrder(services, order, proof)}
          />
        ) : (
          <p>{t('multiRadio.review.pending')}</p>
        ),
    },
  };

  return (
    <Card className={styles.page}>
      <h1 className={styles.title}>{t('multiRadio.title')}</h1>
      <p className={styles.lead}>{t('multiRadio.lead')}</p>
      <StepSections
        steps={MULTI_RADIO_STEPS}
        open={state.open}
        sections={sections}
        onEdit={(step) => store.update({ open: step, bounce: undefined })}
      />
    </Card>
  );
}

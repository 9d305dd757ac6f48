import type { Locale } from '@orbit/domain';
import { createCardTokenizer } from '@orbit/sdk';
import { useMemo, useState } from 'react';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert } from '../../../../shared/ui/index.ts';
import { tokenizerUrlOf } from '../../components/card-form/tokenizer-url.ts';
import styles from '../../components/checkout.module.css';
import { PlanRecapCard } from '../../components/plan-recap-card.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { trackUserErrors } from '../../streaming-organic/flow-analytics.ts';
import {
  useSatelliteCheckout,
  useSatelliteFlow,
  useStepNavigation,
} from '../flow/flow-context.tsx';
import { SATELLITE_STEPS } from '../flow/satellite-flows.ts';
import { useSatelliteStepGuard } from '../flow/step-requirements.ts';
import { StepCard, useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';
import type {
  SatellitePaymentCodes,
  SatellitePaymentValues,
} from '../payment/payment-form-model.ts';
import { SatellitePaymentForm } from '../payment/satellite-payment-form.tsx';
import { submitSatellitePayment } from '../payment/submit-payment.ts';
import { RadioSummary } from './radio-summary.tsx';

const BOUNCE_MESSAGES = {
  cardProcessing: 'checkout.payment.cardProcessingError',
  unexpected: 'checkout.error.unexpected',
  ineligible: 'checkout.offer.fallback.INELIGIBLE',
} as const;

/**
 * `payment`: "Set up your payment" — the radio and plan being bought, then the satellite payment
 * form (full service address; the card on file when the lookup answered one). On Continue the
 * card is tokenized and checked, the quote is priced, and the review step opens.
 */
export function PaymentStep() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const services = useAppServices();
  const { config, dataLayer } = services;
  const _flow = useSatelliteFlow();
  const { state, store, offer } = useSatelliteCheckout();
  const goTo = useStepNavigation();
  useSatelliteStepAnalytics('payment');
  const tokenizer = useMemo(
    () => createCardTokenizer({ url: tokenizerUrlOf(config), fetch: services.sdk.runtime.fetch }),
    [config, services.sdk],
  );
  const [formError, setFormError] = useState<string | undefined>(
    state.bounce ? BOUNCE_MESSAGES[state.bounce] : undefined,
  );
  const [serverCodes, setServerCodes] = useState<SatellitePaymentCodes>();
  const [busy, setBusy] = useState(false);

  const redirect = useSatelliteStepGuard('payment');
  if (redirect) return redirect;

  const customer = state.customer;
  const initialValues: Partial<SatellitePaymentValues> | undefined = customer
    ? {
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phone: customer.phone,
        addressLine1: customer.addressLine1,
        city: customer.city,
        state: customer.state,
        zip: customer.zip,
      }
    : undefined;

  return (
    <StepCard step="payment">
      <StepHeading>{t('checkout.payment.title')}</StepHeading>
      <p className={styles.lead}>
        {t(offer?.type === 'Trial' ? 'checkout.payment.leadTrial' : 'checkout.payment.lead')}
      </p>
      {offer?.fallbackReason === 'INELIGIBLE' ? (
        // The offer page showed the new-subscriber price; say why this radio's plan differs.
        <Alert tone="info">{t('satellite.payment.offerForNewSubscribers')}</Alert>
      ) : null}
      {offer ? <PlanRecapCard offer={offer} variant="long" /> : null}
      {state.radio ? <RadioSummary radio={state.radio} /> : null}
      {formError ? (
        <Alert tone={formError === BOUNCE_MESSAGES.ineligible ? 'warning' : 'error'}>
          {t(formError, { phone: config.care.phone })}
        </Alert>
      ) : null}
      <SatellitePaymentForm
        country={config.country}
        cardOnFile={state.radio?.cardOnFile ?? null}
        initialValues={initialValues}
        serverCodes={serverCodes}
        busy={busy}
        submitLabel={t('checkout.continue')}
        now={() => new Date(services.sdk.runtime.now())}
        onInvalid={(errors) => trackUserErrors(dataLayer, SATELLITE_STEPS.payment, errors)}
        onSubmit={(data, payWith) => {
          setBusy(true);
          setFormError(undefined);
          void submitSatellitePayment({ services, store, tokenizer, locale, offer }, data, payWith)
            .then((outcome) => {
              if (outcome.kind === 'done') goTo('review');
              else if (outcome.kind === 'fieldErrors') setServerCodes(outcome.codes);
              else if (outcome.kind === 'formError') setFormError(outcome.id);
            })
            .finally(() => setBusy(false));
        }}
      />
    </StepCard>
  );
}

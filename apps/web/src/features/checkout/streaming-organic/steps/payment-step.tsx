import {
  type CareOffersResult,
  FIELD_ERROR_CODES,
  type Locale,
  regionsOf,
  rulesCountryForLocale,
} from '@orbit/domain';
import { createCardTokenizer } from '@orbit/sdk';
import { type ReactNode, useMemo, useState } from 'react';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Card, Stepper } from '../../../../shared/ui/index.ts';
import { PaymentForm } from '../../components/card-form/payment-form.tsx';
import type {
  PaymentFormCodes,
  PaymentFormData,
} from '../../components/card-form/payment-form-model.ts';
import { tokenizerUrlOf } from '../../components/card-form/tokenizer-url.ts';
import styles from '../../components/checkout.module.css';
import { OfferSwitchNotice } from '../../components/offer-switch-notice.tsx';
import { PlanRecapCard } from '../../components/plan-recap-card.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { trackUserErrors } from '../flow-analytics.ts';
import { STEPS } from '../flow-steps.ts';
import { useStreamingStepGuard } from '../step-requirements.ts';
import { submitPayment } from '../submit-payment.ts';
import { useFlowNavigation } from '../use-flow-navigation.ts';
import { useStepAnalytics } from '../use-step-analytics.ts';
import { useStreamingCheckout } from '../use-streaming-checkout.ts';
import { OFFER_SWITCH_NOTICE_MS, useWait } from '../use-wait.ts';

const BOUNCE_MESSAGES = {
  cardProcessing: 'checkout.payment.cardProcessingError',
  unexpected: 'checkout.error.unexpected',
} as const;

/**
 * `payment` (step 2 of 3): "Set up your payment" — the plan recap and the account-info-and-payment
 * form; on Continue the checks of `submitPayment`, then the review step. `intro` goes under the
 * heading (the streaming trial's choice of what follows it).
 */
export function PaymentStep({ intro }: { intro?: ReactNode } = {}) {
  const t = useT();
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const services = useAppServices();
  const { config, dataLayer } = services;
  const { state, store, offer } = useStreamingCheckout();
  const goTo = useFlowNavigation();
  const wait = useWait();
  useStepAnalytics(STEPS.payment);
  const tokenizer = useMemo(
    () => createCardTokenizer({ url: tokenizerUrlOf(config), fetch: services.sdk.runtime.fetch }),
    [config, services.sdk],
  );
  const bounce = state.bounce?.step === 'payment' ? state.bounce.error : undefined;
  const [formError, setFormError] = useState<string | undefined>(
    bounce ? BOUNCE_MESSAGES[bounce] : undefined,
  );
  const [serverCodes, setServerCodes] = useState<PaymentFormCodes>();
  const [needsState, setNeedsState] = useState(false);
  const [busy, setBusy] = useState(false);
  const [switching, setSwitching] = useState(false);
  const country = rulesCountryForLocale(locale);
  // The service address is in the site's market, whatever language the page is read in.
  const stateOptions = useMemo(
    () =>
      regionsOf(config.country).map((region) => ({
        value: region.code,
        label: region.name[locale === 'fr-CA' ? 'fr' : 'en'],
      })),
    [config.country, locale],
  );

  const redirect = useStreamingStepGuard('payment');
  if (redirect) return redirect;

  const switchOffer = async (load: () => Promise<CareOffersResult>) => {
    setSwitching(true);
    try {
      const [offers] = await Promise.all([load(), wait(OFFER_SWITCH_NOTICE_MS)]);
      return offers;
    } finally {
      setSwitching(false);
    }
  };

  const submit = async (data: PaymentFormData) => {
    setBusy(true);
    setFormError(undefined);
    const outcome = await submitPayment(
      { services, store, tokenizer, locale, offer, switchOffer },
      data,
    ).finally(() => setBusy(false));
    switch (outcome.kind) {
      case 'done':
        goTo('review');
        return;
      case 'fieldErrors':
        setServerCodes(outcome.codes);
        return;
      case 'needsState':
        setNeedsState(true);
        setServerCodes({ state: FIELD_ERROR_CODES.REQUIRED });
        return;
      case 'formError':
        setFormError(outcome.id);
        return;
      case 'stopped':
        return;
    }
  };

  const customer = state.customer;
  return (
    <Card>
      <Stepper current={2} total={3} label={t('ui.stepper.label', { current: 2, total: 3 })} />
      {switching ? <OfferSwitchNotice message={t('checkout.offer.newSubscribersOnly')} /> : null}
      <StepHeading>{t('checkout.payment.title')}</StepHeading>
      {intro}
      <p className={styles.lead}>
        {t(offer?.type === 'Trial' ? 'checkout.payment.leadTrial' : 'checkout.payment.lead')}
      </p>
      {offer ? <PlanRecapCard offer={offer} variant="long" /> : null}
      {state.fallbackNotice && offer?.fallbackReason ? (
        <Alert tone="info">{t(`checkout.offer.fallback.${state.fallbackNotice}`)}</Alert>
      ) : null}
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <PaymentForm
        country={country}
        initialValues={
          customer
            ? {
                firstName: customer.firstName,
                lastName: customer.lastName,
                zip: customer.zip,
                phone: customer.phone,
              }
            : state.prefilledName
        }
        serverCodes={serverCodes}
        needsState={needsState}
        stateOptions={stateOptions}
        busy={busy}
        submitLabel={t('checkout.continue')}
        now={() => new Date(services.sdk.runtime.now())}
        onInvalid={(errors) => trackUserErrors(dataLayer, STEPS.payment, errors)}
        onSubmit={(data) => void submit(data)}
      />
    </Card>
  );
}

import { formatMoney, type Locale } from '@orbit/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Button, Card, Stepper } from '../../../../shared/ui/index.ts';
import { CARD_BRAND_NAMES } from '../../components/card-form/card-brand.ts';
import { ChargeAgreement } from '../../components/charge-agreement.tsx';
import styles from '../../components/checkout.module.css';
import { QuoteSummary } from '../../components/quote-summary.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { trackUserErrors } from '../flow-analytics.ts';
import { reportHandledError } from '../flow-errors.ts';
import { STEPS, stepUrl } from '../flow-steps.ts';
import { legalLinksOf } from '../legal-links.ts';
import { purchaseFailureOf } from '../purchase-outcome.ts';
import { changeSubscriptionRequestOf, purchaseRequestOf } from '../purchase-request.ts';
import { missingStepFor } from '../step-requirements.ts';
import { newTransactionId } from '../transaction-id.ts';
import { useFlowNavigation } from '../use-flow-navigation.ts';
import { useStepAnalytics } from '../use-step-analytics.ts';
import { useStreamingCheckout } from '../use-streaming-checkout.ts';

const QUIET = { skipGlobalHandler: true } as const;

/**
 * `review` (step 3 of 3): the order summary from the quote, the early-termination note when the
 * deal has one, the charge agreement (required), and Complete My Order. A refused order sends the
 * customer back to the step that can fix it, with a new transaction id.
 */
export function ReviewStep() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { search } = useLocation();
  const navigate = useNavigate();
  const services = useAppServices();
  const { care, config, dataLayer } = services;
  const { state, store, offer } = useStreamingCheckout();
  const goTo = useFlowNavigation();
  useStepAnalytics(STEPS.review);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const missing = missingStepFor('review', state);
  if (missing) return <Navigate to={stepUrl(missing, search)} replace />;
  if (!offer || !state.quote || !state.card) return null;

  /** Back to the step that can fix it (the guard above follows `bounce`). */
  const startAgain = (bounce: NonNullable<typeof state.bounce>) => {
    // The order body changes (new card token or password), so it is a new attempt: a new id.
    store.update({
      bounce,
      card: undefined,
      quote: undefined,
      transactionId: newTransactionId(services.sdk.runtime.randomBytes),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!agreed) {
      setAgreementError(true);
      trackUserErrors(dataLayer, STEPS.review, { agreement: 'REQUIRED' });
      formRef.current?.querySelector<HTMLElement>('input[name="agreement"]')?.focus();
      return;
    }
    const request = purchaseRequestOf(state, offer, locale);
    if (!request) return;
    setBusy(true);
    try {
      const result = state.subscriptionId
        ? await care.purchaseChangeSubscription(
            changeSubscriptionRequestOf(request, state.subscriptionId),
            QUIET,
          )
        : await care.purchaseNewAccount(request, QUIET);
      store.update({ purchase: result, bounce: undefined });
      dataLayer.push('complete-order', {
        planInfo: { planCodes: [offer.planCode] },
        customerInfo: { transactionId: state.transactionId },
      });
      void navigate(stepUrl('thanks', search), { replace: true });
    } catch (error) {
      reportHandledError(services, error, 'purchase');
      const failure = purchaseFailureOf(error);
      setBusy(false);
      if (failure === 'card') startAgain({ step: 'payment', error: 'cardProcessing' });
      else if (failure === 'passwordPolicy' || failure === 'passwordPii') {
        startAgain({ step: 'creds', error: failure });
      } else if (failure === 'unexpected') {
        startAgain({ step: 'payment', error: 'unexpected' });
      }
    }
  };

  const etf = offer.deal?.etfAmount && offer.deal.etfTermMonths ? offer.deal : undefined;
  const { token } = state.card;
  const legal = legalLinksOf(config);
  return (
    <Card>
      <Stepper current={3} total={3} label={t('ui.stepper.label', { current: 3, total: 3 })} />
      <StepHeading>{t('checkout.review.title')}</StepHeading>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt>{t('checkout.review.plan')}</dt>
          <dd>{offer.packageName}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('checkout.review.email')}</dt>
          <dd>{state.credentials?.email}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('checkout.review.card')}</dt>
          <dd>
            {t('checkout.review.cardEnding', {
              brand: CARD_BRAND_NAMES[token.brand],
              last4: token.last4,
            })}
          </dd>
        </div>
      </dl>
      <p>
        <button type="button" className={styles.linkButton} onClick={() => goTo('payment')}>
          {t('checkout.review.changePayment')}
        </button>
      </p>
      <div className={styles.section}>
        <QuoteSummary quote={state.quote} />
        {etf?.etfAmount && etf.etfTermMonths ? (
          <p className={styles.fine}>
            {t('checkout.review.etf', {
              amount: formatMoney(etf.etfAmount, locale),
              months: etf.etfTermMonths,
            })}
          </p>
        ) : null}
      </div>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <ChargeAgreement
          checked={agreed}
          onChange={(checked) => {
            setAgreed(checked);
            if (checked) setAgreementError(false);
          }}
          error={agreementError ? t('checkout.field.agreement.required') : undefined}
          carePhone={config.care.phone}
          agreementUrl={legal.agreementUrl}
          privacyUrl={legal.privacyUrl}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('checkout.review.placing') : t('checkout.review.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

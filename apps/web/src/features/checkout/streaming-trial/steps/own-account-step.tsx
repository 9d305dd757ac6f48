import { type CareAccount, isRollToDropTrial, type Locale } from '@orbit/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Card, Stepper } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import { PlanRecapCard } from '../../components/plan-recap-card.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { askOffers } from '../../flow-kit/ask-again.ts';
import { reportHandledError } from '../../flow-kit/report-handled-error.ts';
import { trackCustomer } from '../../streaming-organic/flow-analytics.ts';
import { STEPS } from '../../streaming-organic/flow-steps.ts';
import { streamingOffersAsked } from '../../streaming-organic/offers.ts';
import { useStreamingFlowRoute } from '../../streaming-organic/streaming-flow-route.ts';
import { useFlowNavigation } from '../../streaming-organic/use-flow-navigation.ts';
import { useStepAnalytics } from '../../streaming-organic/use-step-analytics.ts';
import { useStreamingCheckout } from '../../streaming-organic/use-streaming-checkout.ts';
import { trialRefusalUrl } from '../trial-route.ts';
import { OwnAccountSummary } from './own-account-summary.tsx';

/**
 * Step 1 for a signed-in owner (ADR 060): no email, no password — the trial goes on their own
 * account. Continue asks the customer's offers (`offers/customer` by the account's email): when
 * they no longer hold the trial, the customer already had streaming (the refusal page).
 */
export function OwnAccountStep({ account }: { account: CareAccount }) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const services = useAppServices();
  const { store, offer } = useStreamingCheckout();
  const route = useStreamingFlowRoute();
  const { search } = useLocation();
  const navigate = useNavigate();
  const goTo = useFlowNavigation();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  useStepAnalytics(STEPS.creds);
  const email = account.email ?? '';

  const proceed = async () => {
    setBusy(true);
    setFormError(undefined);
    const current = store.get();
    const offersAsked = streamingOffersAsked({
      programCode: current.programCode,
      promoCode: current.promoCode,
      locale,
      email,
    });
    try {
      const offers = await askOffers(services, offersAsked);
      const trial = offers.offers.find(
        (each) => each.planCode === current.selectedPlanCode && isRollToDropTrial(each.phases),
      );
      if (!trial || trial.fallbackReason) {
        void navigate(trialRefusalUrl(route, search), { replace: true });
        return;
      }
      store.update({
        ownAccount: {
          accountNumber: account.accountNumber,
          email,
          customer: {
            firstName: account.firstName,
            lastName: account.lastName,
            phone: account.phone ?? '',
            zip: account.serviceAddress?.zip ?? '',
            city: account.serviceAddress?.city ?? '',
            state: account.serviceAddress?.state ?? '',
            country: account.country,
          },
        },
        credentials: undefined,
        offersAsked,
        bounce: undefined,
      });
      trackCustomer(services.dataLayer, { transactionId: current.transactionId, language: locale });
      goTo('paymentInterstitial');
    } catch (error) {
      reportHandledError(services, error, 'own account offers');
      setFormError('checkout.error.system');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Stepper current={1} total={3} label={t('ui.stepper.label', { current: 1, total: 3 })} />
      <StepHeading>{t('trial.own.title')}</StepHeading>
      {offer ? <PlanRecapCard offer={offer} /> : null}
      <p className={styles.lead}>{t('trial.own.lead')}</p>
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <OwnAccountSummary
        holder={`${account.firstName} ${account.lastName}`}
        accountNumber={account.accountNumber}
        email={email}
        busy={busy}
        onContinue={() => void proceed()}
      />
    </Card>
  );
}

import type { Locale } from '@orbit/domain';
import { trialCalls } from '@orbit/sdk';
import { useLocation, useNavigate } from 'react-router';
import { useFormatDay } from '../../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { Card, Stepper, Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import { OrderReviewForm } from '../../components/order-review-form.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { purchaseFailureOf } from '../../flow-kit/purchase-outcome.ts';
import { usePlaceOrder } from '../../flow-kit/use-place-order.ts';
import { trackUserErrors } from '../../streaming-organic/flow-analytics.ts';
import { STEPS } from '../../streaming-organic/flow-steps.ts';
import { useStreamingStepGuard } from '../../streaming-organic/step-requirements.ts';
import { ReviewStep } from '../../streaming-organic/steps/review-step.tsx';
import { useStreamingFlowRoute } from '../../streaming-organic/streaming-flow-route.ts';
import { useFlowNavigation } from '../../streaming-organic/use-flow-navigation.ts';
import { useStepAnalytics } from '../../streaming-organic/use-step-analytics.ts';
import { useStreamingCheckout } from '../../streaming-organic/use-streaming-checkout.ts';
import { trialEndOf } from '../trial-end.ts';
import { startedTrialOf, trialRequestOf } from '../trial-request.ts';
import { trialRefusalUrl } from '../trial-route.ts';

const QUIET = { skipGlobalHandler: true } as const;

/** Refusals that say the plan is not this customer's to start: no step can fix them. */
const INELIGIBLE_CODES: ReadonlySet<string> = new Set([
  'OFFER_NOT_FOUND',
  'OFFER_EXPIRED',
  'INVALID_OFFER_DATA',
]);

/**
 * `review` in the trial (step 3 of 3): with a paid plan to follow, the streaming checkout's own
 * review (the order with its card, `purchase/new-account` with `followOnPlans`, or on the
 * signed-in owner's account `purchase/add-subscription`); for the trial alone, this one.
 */
export function TrialReviewStep() {
  const { state } = useStreamingCheckout();
  const { search } = useLocation();
  const navigate = useNavigate();
  const route = useStreamingFlowRoute();
  // The customer already had streaming: the trial is for new subscribers (ADR 060).
  const refused = () => void navigate(trialRefusalUrl(route, search), { replace: true });
  return state.cardless ? <TrialOnlyReview /> : <ReviewStep onIneligible={refused} />;
}

/**
 * The trial alone: plan, email, no card, the day it ends, the quote (nothing due), the agreement
 * and the human check when asked, and Start My Trial (`trial-activation/new-account` with
 * streamingInfo). A password refusal goes back to the credentials step (flows §3.6); a plan that
 * is not this customer's to start, to the generic error page.
 */
function TrialOnlyReview() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const formatDay = useFormatDay();
  const { search } = useLocation();
  const navigate = useNavigate();
  const services = useAppServices();
  const trials = useCareCalls(trialCalls);
  const { state, store, offer, quote } = useStreamingCheckout();
  const goTo = useFlowNavigation();
  const route = useStreamingFlowRoute();
  const { stepUrl, errorPageUrl } = route;
  useStepAnalytics(STEPS.review);
  const { busy, tryAgainInAMoment, placeOrder, humanCheck } = usePlaceOrder({
    store,
    offer,
    quote,
    thanksUrl: stepUrl('thanks', search),
    humanCheckRequired: state.captchaRequired,
    onRefused: (refusal) => {
      // The customer already had streaming: the trial is for new subscribers (ADR 060).
      if (refusal.kind !== 'sessionTimedOut' && refusal.code === 'INELIGIBLE_FOR_OFFER') {
        void navigate(trialRefusalUrl(route, search), { replace: true });
        return;
      }
      if (refusal.kind !== 'sessionTimedOut' && INELIGIBLE_CODES.has(refusal.code)) {
        void navigate(errorPageUrl('generic-error', search), { replace: true });
        return;
      }
      const failure = purchaseFailureOf(refusal);
      if (failure === 'passwordPolicy' || failure === 'passwordPii') {
        store.newAttempt({ bounce: { step: 'creds', error: failure }, quoteAsked: undefined });
      } else if (failure !== 'sessionTimedOut') {
        store.newAttempt({
          bounce: { step: 'payment', error: 'unexpected' },
          quoteAsked: undefined,
        });
      }
    },
  });

  const redirect = useStreamingStepGuard('review');
  if (redirect) return redirect;
  if (!offer || !quote) return null;

  const request = trialRequestOf(state, offer, locale);
  const { ownAccount } = state;
  const sendTrial = () => {
    if (ownAccount) {
      // On the signed-in owner's account: no sign-in to make, no address to send (ADR 060).
      placeOrder(async (transactionId) =>
        startedTrialOf(
          await trials.addSubscription(
            {
              plans: [{ planCode: offer.planCode }],
              accountNumber: ownAccount.accountNumber,
              languagePreference: locale,
              agreementAccepted: true,
              transactionId,
            },
            QUIET,
          ),
          offer,
        ),
      );
      return;
    }
    if (!request) return;
    placeOrder(async (transactionId, captcha) =>
      startedTrialOf(
        await trials.newAccount({ ...request, transactionId, ...captcha }, QUIET),
        offer,
      ),
    );
  };
  const endsOn = trialEndOf(quote);
  return (
    <Card>
      <Stepper current={3} total={3} label={t('ui.stepper.label', { current: 3, total: 3 })} />
      <StepHeading>{t('trial.review.title')}</StepHeading>
      <Summary>
        <SummaryRow label={t('checkout.review.plan')}>{offer.packageName}</SummaryRow>
        {ownAccount ? (
          <SummaryRow label={t('trial.own.account')}>{ownAccount.accountNumber}</SummaryRow>
        ) : null}
        <SummaryRow label={t('checkout.review.email')}>
          {ownAccount?.email ?? state.credentials?.email}
        </SummaryRow>
        <SummaryRow label={t('checkout.review.card')}>{t('trial.review.noCard')}</SummaryRow>
      </Summary>
      <OrderReviewForm
        quote={quote}
        leadNote={
          endsOn ? (
            <p className={styles.lead}>{t('trial.review.endsOn', { date: formatDay(endsOn) })}</p>
          ) : null
        }
        onChangePayment={() => goTo('payment')}
        busy={busy}
        tryAgainInAMoment={tryAgainInAMoment}
        humanCheck={humanCheck}
        onAgreementMissing={() =>
          trackUserErrors(services.dataLayer, STEPS.review, { agreement: 'REQUIRED' })
        }
        onPlaceOrder={sendTrial}
        wording={{ agreementId: 'trial.review.agreement', submitId: 'trial.review.start' }}
      />
    </Card>
  );
}

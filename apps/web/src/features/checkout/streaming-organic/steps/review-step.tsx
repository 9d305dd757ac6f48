import { formatMoney, type Locale } from '@orbit/domain';
import { purchaseCalls } from '@orbit/sdk';
import { useLocation } from 'react-router';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { Card, Stepper, Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import { CARD_BRAND_NAMES } from '../../components/card-form/card-brand.ts';
import styles from '../../components/checkout.module.css';
import { OrderReviewForm } from '../../components/order-review-form.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { purchaseFailureOf } from '../../flow-kit/purchase-outcome.ts';
import { usePlaceOrder } from '../../flow-kit/use-place-order.ts';
import { trackUserErrors } from '../flow-analytics.ts';
import { STEPS } from '../flow-steps.ts';
import {
  changeSubscriptionRequestOf,
  ownAccountPurchaseOf,
  purchaseRequestOf,
} from '../purchase-request.ts';
import { useStreamingStepGuard } from '../step-requirements.ts';
import { useStreamingFlowRoute } from '../streaming-flow-route.ts';
import { useFlowNavigation } from '../use-flow-navigation.ts';
import { useStepAnalytics } from '../use-step-analytics.ts';
import { useStreamingCheckout } from '../use-streaming-checkout.ts';

const QUIET = { skipGlobalHandler: true } as const;

/**
 * `review` (step 3 of 3): the order summary from the quote, the early-termination note when the
 * deal has one, the charge agreement (required), the human check when the captcha check said
 * REQUIRED (or the order was refused for want of one), and Complete My Order. A refused order
 * sends the customer back to the step that can fix it, with a new transaction id. The streaming
 * trial on the signed-in owner's account (ADR 060) orders with `purchase/add-subscription`;
 * `onIneligible` takes the customer who already had the offer to the page that says so.
 */
export function ReviewStep({
  onIneligible,
  onVerificationRefused,
}: {
  onIneligible?: () => void;
  /** The student checkout (ADR 066): the verification was used meanwhile, or has expired. */
  onVerificationRefused?: () => void;
} = {}) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { search } = useLocation();
  const services = useAppServices();
  const purchases = useCareCalls(purchaseCalls);
  const { state, store, offer, quote } = useStreamingCheckout();
  const goTo = useFlowNavigation();
  const { stepUrl } = useStreamingFlowRoute();
  useStepAnalytics(STEPS.review);
  /** Back to the step that can fix it (the guard follows `bounce`). */
  const startAgain = (bounce: NonNullable<typeof state.bounce>) => {
    // The order body changes (new card token or password), so it is a new attempt: a new id.
    store.newAttempt({ bounce, card: undefined, quoteAsked: undefined });
  };
  const { busy, tryAgainInAMoment, placeOrder, humanCheck } = usePlaceOrder({
    store,
    offer,
    quote,
    thanksUrl: stepUrl('thanks', search),
    humanCheckRequired: state.captchaRequired,
    onRefused: (refusal) => {
      if (
        onVerificationRefused &&
        refusal.kind !== 'sessionTimedOut' &&
        refusal.code.startsWith('STUDENT_VERIFICATION_')
      ) {
        onVerificationRefused();
        return;
      }
      if (onIneligible && refusal.kind !== 'sessionTimedOut') {
        if (refusal.code === 'INELIGIBLE_FOR_OFFER') {
          onIneligible();
          return;
        }
      }
      const failure = purchaseFailureOf(refusal);
      if (failure === 'card') startAgain({ step: 'payment', error: 'cardProcessing' });
      else if (failure === 'passwordPolicy' || failure === 'passwordPii') {
        startAgain({ step: 'creds', error: failure });
      } else if (failure === 'unexpected') {
        startAgain({ step: 'payment', error: 'unexpected' });
      }
    },
  });

  const redirect = useStreamingStepGuard('review');
  if (redirect) return redirect;
  if (!offer || !quote || !state.card) return null;

  const request = purchaseRequestOf(state, offer, locale);
  const ownAccountOrder = ownAccountPurchaseOf(state, offer, locale);
  const sendOrder = () => {
    if (ownAccountOrder) {
      placeOrder((_transactionId, captcha) =>
        purchases.purchaseAddSubscription({ ...ownAccountOrder, ...captcha }, QUIET),
      );
      return;
    }
    if (!request) return;
    const { subscriptionId } = state;
    placeOrder((_transactionId, captcha) =>
      subscriptionId
        ? purchases.purchaseChangeSubscription(
            { ...changeSubscriptionRequestOf(request, subscriptionId), ...captcha },
            QUIET,
          )
        : purchases.purchaseNewAccount({ ...request, ...captcha }, QUIET),
    );
  };

  const etf = offer.deal?.etfAmount && offer.deal.etfTermMonths ? offer.deal : undefined;
  const { token } = state.card;
  return (
    <Card>
      <Stepper current={3} total={3} label={t('ui.stepper.label', { current: 3, total: 3 })} />
      <StepHeading>{t('checkout.review.title')}</StepHeading>
      <Summary>
        <SummaryRow label={t('checkout.review.plan')}>{offer.packageName}</SummaryRow>
        {state.ownAccount ? (
          <SummaryRow label={t('trial.own.account')}>{state.ownAccount.accountNumber}</SummaryRow>
        ) : null}
        <SummaryRow label={t('checkout.review.email')}>
          {state.ownAccount?.email ?? state.credentials?.email}
        </SummaryRow>
        <SummaryRow label={t('checkout.review.card')}>
          {t('checkout.review.cardEnding', {
            brand: CARD_BRAND_NAMES[token.brand],
            last4: token.last4,
          })}
        </SummaryRow>
      </Summary>
      <OrderReviewForm
        quote={quote}
        fineNote={
          etf?.etfAmount && etf.etfTermMonths ? (
            <p className={styles.fine}>
              {t('checkout.review.etf', {
                amount: formatMoney(etf.etfAmount, locale),
                months: etf.etfTermMonths,
              })}
            </p>
          ) : null
        }
        onChangePayment={() => goTo('payment')}
        busy={busy}
        tryAgainInAMoment={tryAgainInAMoment}
        humanCheck={humanCheck}
        onAgreementMissing={() =>
          trackUserErrors(services.dataLayer, STEPS.review, { agreement: 'REQUIRED' })
        }
        onPlaceOrder={sendOrder}
      />
    </Card>
  );
}

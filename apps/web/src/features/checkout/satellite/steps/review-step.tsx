import type { Locale } from '@orbit/domain';
import { purchaseCalls } from '@orbit/sdk';
import { useLocation, useNavigate } from 'react-router';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { OrderReviewForm } from '../../components/order-review-form.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { usePlaceOrder } from '../../flow-kit/use-place-order.ts';
import { trackUserErrors } from '../../streaming-organic/flow-analytics.ts';
import {
  useSatelliteCheckout,
  useSatelliteFlow,
  useStepNavigation,
} from '../flow/flow-context.tsx';
import {
  ACTIVE_SUBSCRIPTION_PATH,
  SATELLITE_STEPS,
  satelliteStepUrl,
} from '../flow/satellite-flows.ts';
import { useSatelliteStepGuard } from '../flow/step-requirements.ts';
import { StepCard, useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';
import { isRadioInTrial, satellitePurchaseOf } from '../payment/purchase-request.ts';
import { handleRefusedOrder } from '../payment/refused-order.ts';
import { FollowsTrialNotice } from './follows-trial-notice.tsx';
import { OrderFacts } from './order-facts.tsx';

const QUIET = { skipGlobalHandler: true } as const;

/**
 * `review`: the radio, plan, service address and payment, the quote for the service address,
 * the charge agreement (required), and Complete My Order → `purchase/add-subscription`, or for a
 * radio in a trial `purchase/change-subscription` (the paid plan starts when the trial ends, as
 * the step says), with the transaction id as its Idempotency-Key. A refusal sends the customer
 * back to payment with a new transaction id (see `handleRefusedOrder`).
 */
export function ReviewStep() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const services = useAppServices();
  const purchases = useCareCalls(purchaseCalls);
  const flow = useSatelliteFlow();
  const { state, store, offer, quote } = useSatelliteCheckout();
  const goTo = useStepNavigation();
  useSatelliteStepAnalytics('review');
  const { busy, tryAgainInAMoment, placeOrder, humanCheck } = usePlaceOrder({
    store,
    offer,
    quote,
    thanksUrl: satelliteStepUrl(flow, 'thanks', search),
    onRefused: async (failure) => {
      const outcome = await handleRefusedOrder(services, store, failure, locale);
      if (outcome.kind === 'activeSubscription') {
        void navigate(ACTIVE_SUBSCRIPTION_PATH, { state: { returnTo: `${pathname}${search}` } });
      }
    },
  });

  const redirect = useSatelliteStepGuard('review');
  if (redirect) return redirect;
  if (!offer || !quote) return null;

  const order = satellitePurchaseOf(state, offer, locale);
  const sendOrder = () => {
    if (!order) return;
    placeOrder((_transactionId, captcha) =>
      order.call === 'changeSubscription'
        ? purchases.purchaseChangeSubscription({ ...order.request, ...captcha }, QUIET)
        : purchases.purchaseAddSubscription({ ...order.request, ...captcha }, QUIET),
    );
  };

  return (
    <StepCard step="review">
      <StepHeading>{t('checkout.review.title')}</StepHeading>
      <OrderFacts state={state} offer={offer} />
      <OrderReviewForm
        quote={quote}
        leadNote={isRadioInTrial(state.radio) ? <FollowsTrialNotice quote={quote} /> : null}
        onChangePayment={() => goTo('payment')}
        busy={busy}
        tryAgainInAMoment={tryAgainInAMoment}
        humanCheck={humanCheck}
        onAgreementMissing={() =>
          trackUserErrors(services.dataLayer, SATELLITE_STEPS.review, { agreement: 'REQUIRED' })
        }
        onPlaceOrder={sendOrder}
      />
    </StepCard>
  );
}

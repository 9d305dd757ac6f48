import type { CareAccount, CareQuoteResult, ChangeOffer, Locale } from '@orbit/domain';
import { purchaseCalls } from '@orbit/sdk';
import type { Failure } from '../../../../shared/errors/index.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { Alert } from '../../../../shared/ui/index.ts';
import { isGiftCardCode } from '../../../billing/index.ts';
import { OrderReviewForm, usePlaceOrder } from '../../../checkout/flow-kit/index.ts';
import { trackChangeFailed } from '../change-analytics.ts';
import { changeOrderOf, changePlanCodesOf } from '../change-order.ts';
import type { ChangeBounce } from '../change-store.ts';
import { NotEligibleNotice } from '../not-eligible-notice.tsx';
import { PlanChangePreview } from '../plan-change-preview.tsx';
import { useChangeCheckout } from '../use-change-checkout.ts';
import { changeRefusalOf } from './change-refusal.ts';

export interface ReviewStepProps {
  account: CareAccount;
  subscriptionId: string;
  offer: ChangeOffer;
  quote: CareQuoteResult;
  thanksUrl: string;
  /** Prices the same choice again (a new `quoteId`); false when it could not. */
  requote(): Promise<boolean>;
}

const BOUNCE_MESSAGES: Partial<Record<ChangeBounce, string>> = {
  repriced: 'subscription.change.review.repriced',
  samePlan: 'subscription.change.error.samePlan',
  unexpected: 'subscription.change.error.unexpected',
};

/**
 * "Review and complete": the plan change's preview, today's charge line by line (taxes and fees
 * by name), the charge agreement and Complete. The order carries the preview's `quoteId`, so it
 * charges exactly what is shown; a subscription changed meanwhile, or a preview run out, is
 * priced again and shown again before anything is charged.
 */
export function ReviewStep(props: ReviewStepProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const services = useAppServices();
  const purchase = useCareCalls(purchaseCalls);
  const { state, store } = useChangeCheckout();
  const onRefused = async (failure: Failure) => {
    trackChangeFailed(services.dataLayer, failure);
    const refusal = changeRefusalOf(failure);
    if (refusal === 'stopped') return;
    if (refusal === 'card') {
      store.newAttempt({ open: 'payment', bounce: 'card' });
      return;
    }
    if (state.giftCard && isGiftCardCode(failure.code, false)) {
      store.newAttempt({ open: 'payment', bounce: 'giftCard', giftCardRefusal: failure.code });
      return;
    }
    if (refusal === 'repriced') {
      const repriced = await props.requote();
      store.newAttempt({ bounce: repriced ? 'repriced' : 'unexpected' });
      return;
    }
    store.newAttempt({ bounce: refusal });
  };
  const order = usePlaceOrder({
    store,
    offer: props.offer,
    quote: props.quote,
    thanksUrl: props.thanksUrl,
    onRefused,
  });
  const quoteId = props.quote.planChange?.quoteId;
  const bounce = state.bounce ? BOUNCE_MESSAGES[state.bounce] : undefined;
  if (state.bounce === 'notEligible') {
    return <NotEligibleNotice />;
  }
  return (
    <>
      {bounce ? (
        <Alert tone={state.bounce === 'repriced' ? 'info' : 'error'}>{t(bounce)}</Alert>
      ) : null}
      <PlanChangePreview offer={props.offer} quote={props.quote} />
      <OrderReviewForm
        quote={props.quote}
        summaryHeadingLevel={3}
        busy={order.busy}
        tryAgainInAMoment={order.tryAgainInAMoment}
        humanCheck={order.humanCheck}
        onChangePayment={() => store.update({ open: 'payment' })}
        onAgreementMissing={() => undefined}
        onPlaceOrder={() => {
          const { payment } = state;
          if (!payment) return;
          order.placeOrder((transactionId, captcha) =>
            purchase.purchaseChangeSubscription({
              ...changeOrderOf({
                account: props.account,
                subscriptionId: props.subscriptionId,
                quoteId,
                planCodes: changePlanCodesOf(state),
                payment,
                giftCard: state.giftCard,
                transactionId,
                locale,
                country: services.config.country,
              }),
              ...captcha,
            }),
          );
        }}
      />
    </>
  );
}

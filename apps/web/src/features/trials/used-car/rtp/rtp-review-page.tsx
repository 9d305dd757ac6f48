import { type Locale, PURCHASE_ERROR_CODES } from '@orbit/domain';
import { purchaseCalls } from '@orbit/sdk';
import { Navigate, useNavigate } from 'react-router';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import {
  OrderReviewForm,
  purchaseFailureOf,
  useFlowCheckout,
  usePlaceOrder,
} from '../../../checkout/flow-kit/index.ts';
import { CARD_BRAND_NAMES } from '../../../checkout/index.ts';
import {
  RTP_ACCOUNT_PATH,
  RTP_PATH,
  RTP_STEPS,
  RTP_THANKS_PATH,
} from '../eligibility/rtp-paths.ts';
import { TrialOfferSummary } from '../trial-offer-summary.tsx';
import styles from '../used-car.module.css';
import { UsedCarPage } from '../used-car-page.tsx';
import { usedCarStoreOf } from '../used-car-store.ts';
import { rtpOrderOf } from './rtp-order.ts';

const QUIET = { skipGlobalHandler: true } as const;

/**
 * Review (`activate/trial/rtp/review`, flows §3.4 step 3): the trial, its end day and what
 * follows, who and where, the card; the quote and the charge agreement (the flow kit's review
 * form); Start My Trial → the purchase with the attempt's transaction id. A refused card goes
 * back to step 2 saying so, with a new transaction id; so does any other refusal.
 */
export function RtpReviewPage() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const navigate = useNavigate();
  const services = useAppServices();
  const purchases = useCareCalls(purchaseCalls);
  const { state, store, offer, quote } = useFlowCheckout(usedCarStoreOf);
  const { busy, tryAgainInAMoment, placeOrder, humanCheck } = usePlaceOrder({
    store,
    offer,
    quote,
    thanksUrl: RTP_THANKS_PATH,
    onRefused: (failure) => {
      const refused = purchaseFailureOf(failure);
      if (refused === 'sessionTimedOut') return;
      if (failure.code === PURCHASE_ERROR_CODES.ACTIVE_SATELLITE_SUBSCRIPTION) {
        store.restart({});
        void navigate(RTP_PATH);
        return;
      }
      store.newAttempt({
        bounce: refused === 'card' ? 'card' : 'unexpected',
        quoteAsked: undefined,
      });
      void navigate(RTP_ACCOUNT_PATH);
    },
  });

  if (!state.eligibility) return <Navigate to={RTP_PATH} replace />;
  if (!state.rtp || !state.quoteAsked) return <Navigate to={RTP_ACCOUNT_PATH} replace />;
  if (!offer || !quote) return null;
  const { person, address, card } = state.rtp;
  const order = rtpOrderOf(state, locale);

  return (
    <UsedCarPage name="rtpReview" title={t('usedCar.rtp.review.title')}>
      <p className={styles.lead}>{t('usedCar.rtp.step', { current: 3, total: RTP_STEPS })}</p>
      <TrialOfferSummary
        offer={offer}
        quote={quote}
        radioLastFour={state.eligibility.last4DigitsOfRadioId}
      />
      <Summary label={t('usedCar.rtp.review.you')}>
        <SummaryRow label={t('usedCar.rtp.review.name')}>
          {person.firstName} {person.lastName}
        </SummaryRow>
        <SummaryRow label={t('usedCar.rtp.review.email')}>{person.email}</SummaryRow>
        <SummaryRow label={t('usedCar.rtp.review.address')}>
          {address.streetAddress}, {address.city}, {address.state} {address.postalCode}
        </SummaryRow>
        <SummaryRow label={t('usedCar.rtp.review.card')}>
          {t('usedCar.rtp.review.cardEnding', {
            brand: CARD_BRAND_NAMES[card.token.brand],
            lastFour: card.token.last4,
          })}
        </SummaryRow>
      </Summary>
      <OrderReviewForm
        quote={quote}
        onChangePayment={() => void navigate(RTP_ACCOUNT_PATH)}
        busy={busy}
        tryAgainInAMoment={tryAgainInAMoment}
        humanCheck={humanCheck}
        onAgreementMissing={() =>
          services.dataLayer.trackError({
            errorType: 'USER',
            errorName: 'rtpReview.agreement',
            errorCode: 'REQUIRED',
          })
        }
        onPlaceOrder={() => {
          if (!order) return;
          placeOrder((_transactionId, captcha) =>
            purchases.purchaseAddSubscription({ ...order, ...captcha }, QUIET),
          );
        }}
      />
    </UsedCarPage>
  );
}

import {
  type CareQuoteResult,
  type CareRenewalOffersResult,
  formatMoney,
  type Locale,
  type RenewalChoice,
} from '@orbit/domain';
import { renewalCalls } from '@orbit/sdk';
import type { Failure } from '../../../../shared/errors/index.ts';
import { useFormatDay } from '../../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { Alert, Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import { OrderReviewForm, usePlaceOrder } from '../../../checkout/flow-kit/index.ts';
import { useRadioName } from '../radio-choice.tsx';
import { trackRenewalFailed } from '../renewal-analytics.ts';
import { renewalOrderOf } from '../renewal-order.ts';
import type { RenewalBounce } from '../renewal-store.ts';
import { useRenewalCheckout } from '../use-renewal-checkout.ts';
import { renewalRefusalOf } from './renewal-refusal.ts';

export interface ReviewStepProps {
  programCode: string;
  radioOffers: CareRenewalOffersResult;
  choice: RenewalChoice;
  quote: CareQuoteResult;
  thanksUrl: string;
}

const BOUNCES: Partial<Record<RenewalBounce, string>> = {
  alreadyRenewed: 'renewal.error.alreadyRenewed',
  unexpected: 'renewal.error.unexpected',
};

/**
 * Review (flows §4.1): the radio, the promo and the plan that follows it (with its genre), the
 * day it starts, then the quote's summary, the charge agreement and Complete. The order is sent
 * with the attempt's transaction id as its Idempotency-Key; a refusal sends the customer to the
 * step that answers it with a new attempt.
 */
export function ReviewStep({
  programCode,
  radioOffers,
  choice,
  quote,
  thanksUrl,
}: ReviewStepProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const services = useAppServices();
  const formatDay = useFormatDay();
  const radioName = useRadioName();
  const purchase = useCareCalls(renewalCalls);
  const { state, store } = useRenewalCheckout();
  const onRefused = (failure: Failure) => {
    trackRenewalFailed(services.dataLayer, failure);
    const refusal = renewalRefusalOf(failure);
    if (refusal === 'stopped') return;
    if (refusal === 'card') store.newAttempt({ open: 'payment', bounce: 'card' });
    else if (refusal === 'notAvailable') store.newAttempt({ open: 'choice', bounce: refusal });
    else if (refusal === 'radioLost') {
      store.newAttempt({
        open: 'account',
        bounce: refusal,
        radio: undefined,
        radioOffersAsked: undefined,
      });
    } else store.newAttempt({ bounce: refusal });
  };
  const order = usePlaceOrder({
    store,
    offer: radioOffers.renewalOffer,
    quote,
    thanksUrl,
    onRefused,
  });
  const genre = choice.genres.find((item) => item.genreId === state.genreId);
  const bounce = state.bounce ? BOUNCES[state.bounce] : undefined;
  const renewsAt = radioOffers.radio?.renewsAt;
  return (
    <>
      {bounce ? (
        <Alert tone="error">{t(bounce, { phone: services.config.care.phone })}</Alert>
      ) : null}
      <Summary>
        {state.radio ? (
          <SummaryRow label={t('renewal.review.radio')}>
            {t('renewal.review.radioValue', {
              radio: radioName(state.radio),
              lastFour: state.radio.radioIdLastFour,
            })}
          </SummaryRow>
        ) : null}
        <SummaryRow label={t('renewal.review.offer')}>
          {t('renewal.review.offerValue', {
            months: radioOffers.promoMonths,
            price: formatMoney(radioOffers.promoPrice, locale),
            packageName: radioOffers.renewalOffer.packageName,
          })}
        </SummaryRow>
        {renewsAt ? (
          <SummaryRow label={t('renewal.review.starts')}>{formatDay(renewsAt)}</SummaryRow>
        ) : null}
        <SummaryRow label={t('renewal.review.then')}>
          {t('renewal.review.thenValue', {
            packageName: choice.packageName,
            price: formatMoney(choice.retailPrice, locale),
          })}
        </SummaryRow>
        {genre ? <SummaryRow label={t('renewal.review.genre')}>{genre.name}</SummaryRow> : null}
      </Summary>
      <OrderReviewForm
        quote={quote}
        summaryHeadingLevel={3}
        busy={order.busy}
        tryAgainInAMoment={order.tryAgainInAMoment}
        humanCheck={order.humanCheck}
        onChangePayment={() => store.update({ open: 'payment', bounce: undefined })}
        onAgreementMissing={() => undefined}
        onPlaceOrder={() => {
          const body = renewalOrderOf(store.get(), programCode, locale);
          if (!body) return;
          order.placeOrder((transactionId, captcha) =>
            purchase.purchaseRenewal({
              ...body,
              paymentInfo: { ...body.paymentInfo, transactionId },
              ...captcha,
            }),
          );
        }}
      />
    </>
  );
}

import { transferCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../../shared/services/care-calls.ts';
import { markServerStateStale } from '../../../../shared/services/server-state.ts';
import { Alert, Card, Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import { OrderReviewForm, reportHandledError } from '../../../checkout/flow-kit/index.ts';
import { MovedTermRows } from '../moved-term-rows.tsx';
import styles from '../transfer.module.css';
import { trackTransferFailed, trackTransferPage } from '../transfer-analytics.ts';
import { transferPathOf } from '../transfer-paths.ts';
import { useSwap } from './use-swap.ts';

const REQUOTE = new Set(['SUBSCRIPTION_CHANGED', 'ORDER_EXPIRED', 'ORDER_NOT_FOUND']);
const NEW_RADIO = new Set(['DEVICE_NOT_FOUND', 'NEW_RADIO_IN_USE', 'NEW_RADIO_NOT_ELIGIBLE']);

/**
 * `swap/checkout` (flows §8.1): the swap as quoted — the plan, the old radio closed, the new one,
 * the remaining paid days and their value that move, nothing today and the next bill unchanged —
 * then the agreement and the button. `purchase/swap-radio` goes with the quote's id and the
 * attempt's transaction id (its Idempotency-Key); a quote that no longer holds, or a new radio
 * refused meanwhile, sends the customer back to the swap page with a new attempt.
 */
export function SwapCheckoutPage() {
  const t = useT();
  const services = useAppServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { state, store } = useSwap();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [tryAgainInAMoment, setTryAgainInAMoment] = useState(false);
  const [unexpected, setUnexpected] = useState(false);
  const quote = state.swapQuote;
  useEffect(() => {
    if (!quote) return;
    heading.current?.focus();
    trackTransferPage(services.dataLayer, 'swap.checkout');
  }, [quote, services.dataLayer]);
  const swap = useMutation({
    mutationFn: () => {
      const { oldRadioId, newRadioId, swapQuote, transactionId } = store.get();
      if (!oldRadioId || !newRadioId || !swapQuote)
        throw new Error('The swap was placed before it was priced.');
      return careCallsFor(services.careRequester, transferCalls).purchaseSwapRadio(
        { oldRadioId, newRadioId, quoteId: swapQuote.quoteId, paymentInfo: { transactionId } },
        { skipGlobalHandler: true },
      );
    },
    onSuccess: (placed) => {
      store.update({ placed });
      markServerStateStale(services.serverState);
      services.dataLayer.push('complete-order', {
        customerInfo: { transactionId: state.transactionId, transactionType: 'SWAP' },
      });
      navigate(transferPathOf('swapThanks', search));
    },
    onError: (error) => {
      const failure = reportHandledError(services, error, 'swap purchase');
      if (failure.kind === 'sessionTimedOut') return;
      trackTransferFailed(services.dataLayer, 'service continuity failure', failure.code);
      if (failure.kind === 'unavailable' || failure.code === 'PAYMENT_IN_PROGRESS') {
        setTryAgainInAMoment(true);
      } else if (REQUOTE.has(failure.code) || NEW_RADIO.has(failure.code)) {
        store.newAttempt({
          swapQuote: undefined,
          bounce: NEW_RADIO.has(failure.code) ? 'newRadio' : 'changed',
        });
        navigate(transferPathOf('swap', search));
      } else {
        store.newAttempt({});
        setUnexpected(true);
      }
    },
  });

  if (!quote) return <Navigate to={transferPathOf('swap', search)} replace />;
  const { transfer } = quote;
  return (
    <Card aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {t('transfer.swap.checkout.title')}
      </h1>
      {unexpected ? (
        <Alert tone="error">
          {t('transfer.error.unexpected', { phone: services.config.care.phone })}
        </Alert>
      ) : null}
      <Summary>
        <SummaryRow label={t('transfer.review.plan')}>{transfer.planName}</SummaryRow>
        <SummaryRow label={t('transfer.review.from')}>
          {t('transfer.review.fromClosed', {
            radio: t('transfer.radio.plain', { lastFour: quote.oldRadioIdLastFour }),
          })}
        </SummaryRow>
        <SummaryRow label={t('transfer.review.to')}>
          {t('transfer.radio.plain', { lastFour: quote.newRadioIdLastFour })}
        </SummaryRow>
        <MovedTermRows transfer={transfer} />
      </Summary>
      <OrderReviewForm
        quote={quote}
        summaryHeadingLevel={2}
        busy={swap.isPending}
        tryAgainInAMoment={tryAgainInAMoment}
        onAgreementMissing={() => undefined}
        onPlaceOrder={() => {
          if (swap.isPending) return;
          setTryAgainInAMoment(false);
          setUnexpected(false);
          swap.mutate();
        }}
        wording={{ agreementId: 'transfer.swap.agreement', submitId: 'transfer.swap.submit' }}
      />
    </Card>
  );
}

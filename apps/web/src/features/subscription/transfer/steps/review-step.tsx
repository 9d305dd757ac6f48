import type { CareAcscQuoteResult, CareAcscResult } from '@orbit/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFormatDay } from '../../../../shared/i18n/format-day.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { markServerStateStale } from '../../../../shared/services/server-state.ts';
import { Alert, Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import { OrderReviewForm, reportHandledError } from '../../../checkout/flow-kit/index.ts';
import { MovedTermRows } from '../moved-term-rows.tsx';
import { radioNameOf } from '../radio-name.ts';
import { trackTransferFailed } from '../transfer-analytics.ts';
import { placeTransfer } from '../transfer-order.ts';
import { transferPathOf } from '../transfer-paths.ts';
import { useTransferVisit } from '../use-transfer.ts';

export interface ReviewStepProps {
  answer: CareAcscResult;
  quote: CareAcscQuoteResult;
}

/** Refusals that mean the quote no longer holds: price it again from payment, a new attempt. */
const REQUOTE = new Set(['SUBSCRIPTION_CHANGED', 'ORDER_EXPIRED', 'ORDER_NOT_FOUND']);
const NOT_TRANSFERABLE = new Set(['SUBSCRIPTION_NOT_TRANSFERABLE', 'TRIAL_RADIO_NOT_ELIGIBLE']);

/**
 * Review (flows §8.1): what moves (the plan, from which radio to which, the remaining paid days
 * and their value), what becomes of the old radio and of the trial, then the quote's summary —
 * nothing today, the next bill — the agreement and the button. The order is sent with the
 * attempt's transaction id as its Idempotency-Key, and is exactly the quote shown.
 */
export function ReviewStep({ answer, quote }: ReviewStepProps) {
  const t = useT();
  const formatDay = useFormatDay();
  const services = useAppServices();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { state, store } = useTransferVisit();
  const [tryAgainInAMoment, setTryAgainInAMoment] = useState(false);
  const [unexpected, setUnexpected] = useState(false);
  const consolidation = quote.transactionType === 'ACCOUNT_CONSOLIDATION';
  const order = useMutation({
    mutationFn: () => placeTransfer(services, store.get(), answer, quote),
    onSuccess: (placed) => {
      store.update({ placed });
      // The account's radios and subscriptions changed: the account pages read them again.
      markServerStateStale(services.serverState);
      services.dataLayer.push('complete-order', {
        customerInfo: {
          transactionId: state.transactionId,
          transactionType: quote.transactionType,
        },
      });
      const port = pathname.startsWith(transferPathOf('port', ''));
      navigate(transferPathOf(port ? 'portThanks' : 'thanks', search));
    },
    onError: (error) => {
      const failure = reportHandledError(services, error, 'transfer purchase');
      if (failure.kind === 'sessionTimedOut') return;
      trackTransferFailed(
        services.dataLayer,
        consolidation ? 'account consolidation failure' : 'service continuity failure',
        failure.code,
      );
      if (failure.kind === 'unavailable' || failure.code === 'PAYMENT_IN_PROGRESS') {
        setTryAgainInAMoment(true);
      } else if (REQUOTE.has(failure.code)) {
        store.newAttempt({
          open: consolidation ? 'payment' : 'move',
          bounce: 'changed',
          acscQuoteAsked: undefined,
        });
      } else if (NOT_TRANSFERABLE.has(failure.code)) {
        store.newAttempt({ open: 'move', bounce: 'notTransferable', acscQuoteAsked: undefined });
      } else {
        store.newAttempt({});
        setUnexpected(true);
      }
    },
  });

  const trialRadio = answer.trialRadio;
  const moving = quote.transfer;
  const oldRadio = answer.selfPayRadios.find(
    (radio) => radio.radioId === state.acscQuoteAsked?.selfPayRadioId,
  );
  return (
    <>
      {unexpected ? (
        <Alert tone="error">
          {t('transfer.error.unexpected', { phone: services.config.care.phone })}
        </Alert>
      ) : null}
      <Summary>
        {moving && oldRadio ? (
          <>
            <SummaryRow label={t('transfer.review.plan')}>{moving.planName}</SummaryRow>
            <SummaryRow label={t('transfer.review.from')}>
              {t(
                quote.oldRadioAfter === 'inactive'
                  ? 'transfer.review.fromKept'
                  : 'transfer.review.fromClosed',
                {
                  radio: radioNameOf(oldRadio, t),
                },
              )}
            </SummaryRow>
          </>
        ) : null}
        {trialRadio ? (
          <SummaryRow label={t(moving ? 'transfer.review.to' : 'transfer.review.joins')}>
            {radioNameOf(trialRadio, t)}
          </SummaryRow>
        ) : null}
        {moving ? <MovedTermRows transfer={moving} /> : null}
        <SummaryRow label={t('transfer.review.trial')}>
          {t(consolidation ? 'transfer.review.trialRuns' : 'transfer.review.trialEnds', {
            plan: trialRadio?.trialPlanName ?? '',
            date: formatDay(quote.trialEndsOn),
          })}
        </SummaryRow>
        {consolidation ? (
          <SummaryRow label={t('transfer.review.followOn')}>
            {quote.futureQuote?.details[0]?.packageName ?? t('transfer.plan.noneChosen')}
          </SummaryRow>
        ) : null}
        {consolidation && state.paymentType ? (
          <SummaryRow label={t('transfer.review.paymentType')}>
            {t(`transfer.payment.${state.paymentType}`)}
          </SummaryRow>
        ) : null}
      </Summary>
      <OrderReviewForm
        quote={quote}
        summaryHeadingLevel={3}
        busy={order.isPending}
        tryAgainInAMoment={tryAgainInAMoment}
        // Nothing is charged today (a move, or a consolidation billed at the trial's end on the
        // way chosen in its own step): no payment to change here.
        onAgreementMissing={() => undefined}
        onPlaceOrder={() => {
          if (order.isPending) return;
          setTryAgainInAMoment(false);
          setUnexpected(false);
          order.mutate();
        }}
        wording={{
          agreementId: consolidation
            ? 'transfer.review.agreementConsolidate'
            : 'transfer.review.agreement',
          submitId: consolidation ? 'transfer.review.submitConsolidate' : 'transfer.review.submit',
        }}
      />
    </>
  );
}

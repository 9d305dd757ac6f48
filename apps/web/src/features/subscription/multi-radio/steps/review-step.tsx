import {
  type AccountDevice,
  type CareCaptchaFields,
  formatMoney,
  type Locale,
} from '@orbit/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureOf } from '../../../../shared/errors/index.ts';
import { useAskedHumanCheck } from '../../../../shared/human-check/index.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { appQueryClientOf } from '../../../../shared/services/app-query-client.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { markServerStateStale } from '../../../../shared/services/server-state.ts';
import { Alert, Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import {
  type FlowStore,
  OrderReviewForm,
  reportHandledError,
} from '../../../checkout/flow-kit/index.ts';
import { trackMultiRadioFailed } from '../multi-radio-analytics.ts';
import {
  type MultiRadioQuote,
  type PlacedMultiRadioOrder,
  placedMultiRadioOrderQuery,
} from '../multi-radio-order.ts';
import { multiRadioRefusalOf } from '../multi-radio-refusal.ts';
import type { MultiRadioState } from '../multi-radio-store.ts';
import { radioNameOf } from '../radio-name.ts';

export interface ReviewStepProps {
  /** The account's devices, for the radios' names. */
  devices: readonly AccountDevice[];
  quote: MultiRadioQuote;
  store: FlowStore<MultiRadioState>;
  /** Sends the order of the store's attempt, with a human check's proof. */
  placeOrder(state: MultiRadioState, proof: CareCaptchaFields): Promise<PlacedMultiRadioOrder>;
}

/**
 * Review: each radio with its plan, the multi-radio discount, then the one quote's summary, the
 * charge agreement and Complete. The order goes with the attempt's transaction id as its
 * Idempotency-Key (a retry of the same attempt is the same order); a 428 shows the human check
 * and the next press carries its proof under the same id; a declined card or a refused radio
 * sends the customer back with a new attempt; "not now" keeps them here.
 */
export function ReviewStep({ devices, quote, store, placeOrder }: ReviewStepProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const services = useAppServices();
  const state = store.get();
  const humanCheck = useAskedHumanCheck();
  const [humanCheckShown, setHumanCheckShown] = useState(false);
  const [tryAgainInAMoment, setTryAgainInAMoment] = useState(false);
  const [unexpected, setUnexpected] = useState(state.bounce?.kind === 'unexpected');
  const order = useMutation({
    mutationFn: async () => {
      const { transactionId } = store.get();
      const placed = await placeOrder(store.get(), humanCheck.takeProof());
      return { transactionId, placed };
    },
    onSuccess: ({ transactionId, placed }) => {
      appQueryClientOf(services).setQueryData(
        placedMultiRadioOrderQuery(transactionId).queryKey,
        placed,
      );
      // The account has new subscriptions: the account pages read it again.
      markServerStateStale(services.serverState);
      services.dataLayer.push('complete-order', {
        planInfo: { planCodes: Object.values(state.planByDevice) },
        customerInfo: { transactionId },
      });
    },
    onError: async (error) => {
      if (await humanCheck.askedBy(failureOf(error))) {
        setHumanCheckShown(true);
        return;
      }
      const failure = reportHandledError(services, error, 'multi-radio purchase');
      if (failure.kind === 'unavailable') {
        setTryAgainInAMoment(true);
        return;
      }
      trackMultiRadioFailed(services.dataLayer, failure.code);
      const refusal = multiRadioRefusalOf(failure, state.multiQuoteAsked?.radios ?? []);
      if (refusal.kind === 'stopped') return;
      if (refusal.kind === 'card') store.newAttempt({ open: 'payment', bounce: { kind: 'card' } });
      else if (refusal.kind === 'refused') {
        store.newAttempt({ open: 'plans', bounce: { kind: 'refused', radio: refusal.radio } });
      } else {
        store.newAttempt({ bounce: { kind: 'unexpected' } });
        setUnexpected(true);
      }
    },
  });
  return (
    <>
      {unexpected ? (
        <Alert tone="error">
          {t('multiRadio.error.unexpected', { phone: services.config.care.phone })}
        </Alert>
      ) : null}
      <Summary>
        {quote.lines.map((line) => (
          <SummaryRow
            key={line.deviceRef}
            label={t('multiRadio.review.radio', {
              radio: radioNameOf({ ...line, deviceType: null }, devices, t),
              lastFour: line.radioIdLastFour,
            })}
          >
            {`${line.packageName} · ${formatMoney(line.priceAmount, locale)}`}
          </SummaryRow>
        ))}
      </Summary>
      <OrderReviewForm
        quote={quote.quote}
        summaryHeadingLevel={3}
        busy={order.isPending}
        tryAgainInAMoment={tryAgainInAMoment}
        humanCheck={humanCheckShown ? humanCheck : undefined}
        onChangePayment={() => store.update({ open: 'payment', bounce: undefined })}
        onAgreementMissing={() => undefined}
        onPlaceOrder={() => {
          if (order.isPending) return;
          setTryAgainInAMoment(false);
          setUnexpected(false);
          order.mutate();
        }}
      />
    </>
  );
}

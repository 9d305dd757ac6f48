import type { CareAcscResult, PlanMoveTransactionType } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Card } from '../../../shared/ui/index.ts';
import { type StepSectionContent, StepSections } from '../../checkout/flow-kit/index.ts';
import { radioNameOf } from './radio-name.ts';
import { MoveStep } from './steps/move-step.tsx';
import { PlanStep } from './steps/plan-step.tsx';
import styles from './transfer.module.css';
import { trackTransferPage, trackTransferTransaction } from './transfer-analytics.ts';
import { acscQuoteQuery } from './transfer-queries.ts';
import {
  TRANSFER_STEPS_ON_DEMAND,
  transferPaymentStep,
  transferReviewStep,
} from './transfer-steps-on-demand.ts';
import { stepsOf, type TransferStep } from './transfer-store.ts';
import { usePriceTransfer } from './use-price-transfer.ts';
import { useTransferVisit } from './use-transfer.ts';

export interface TransferStepsProps {
  /** Service continuity (`transfer/radio`) or portability (`port`). */
  transactionType: PlanMoveTransactionType;
  /** The door's SUCCESS: the account, its trial radio and the self-pay radios whose plan may move. */
  answer: CareAcscResult;
}

/**
 * The store starts again for each link and transaction (a new visit never shows an earlier
 * transfer), on the subscription the link names.
 */
export function TransferSteps({ answer, transactionType }: TransferStepsProps) {
  const services = useAppServices();
  const { link, state, store } = useTransferVisit();
  const startedFor = `${transactionType}:${link.token ?? ''}:${answer.trialRadio?.radioId ?? ''}`;
  const [started, setStarted] = useState(state.startedFor === startedFor && !state.placed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store starts once per link.
  useEffect(() => {
    if (started) return;
    const selected = answer.selfPayRadios.find(
      (radio) =>
        radio.subscriptionId === answer.selectedSubscriptionId && radio.canTransferSubscription,
    );
    store.restart({
      startedFor,
      typedTrialRadioId: state.typedTrialRadioId,
      transactionType,
      choice: selected
        ? {
            kind: 'move',
            selfPayRadioId: selected.radioId,
            subscriptionId: selected.subscriptionId,
          }
        : undefined,
    });
    trackTransferTransaction(services.dataLayer, transactionType);
    setStarted(true);
  }, [startedFor]);
  if (!started) return null;
  return <Steps answer={answer} transactionType={transactionType} />;
}

function Steps({ answer, transactionType }: TransferStepsProps) {
  const t = useT();
  const services = useAppServices();
  const formatDay = useFormatDay();
  const { state, store } = useTransferVisit();
  const quote = useQuery(acscQuoteQuery(services, state.acscQuoteAsked)).data;
  const pricing = usePriceTransfer(answer.trialRadio?.radioId ?? '');
  usePreloadedSteps(TRANSFER_STEPS_ON_DEMAND);
  useEffect(() => {
    trackTransferPage(services.dataLayer, state.open);
  }, [services.dataLayer, state.open]);
  const trialRadio = answer.trialRadio;
  if (!trialRadio) return null;
  const portability = transactionType === 'SERVICE_PORTABILITY';
  const chosen =
    state.choice?.kind === 'move'
      ? answer.selfPayRadios.find(
          (radio) =>
            radio.radioId === (state.choice?.kind === 'move' ? state.choice.selfPayRadioId : ''),
        )
      : undefined;

  const sections: Record<TransferStep, StepSectionContent> = {
    move: {
      title: t('transfer.step.move'),
      chosen:
        state.choice?.kind === 'consolidate'
          ? t('transfer.move.consolidateChosen')
          : chosen
            ? t('transfer.move.chosen', { plan: chosen.planName, radio: radioNameOf(chosen, t) })
            : undefined,
      body: () => (
        <MoveStep
          answer={answer}
          pricing={pricing}
          portability={portability}
          choice={state.choice}
          bounce={state.bounce}
          onChosen={(choice) => {
            // A plan that moves is billed as before: it is priced now, and review follows.
            if (choice.kind === 'move') void pricing.price({ choice });
            else
              store.update({ choice, acscQuoteAsked: undefined, open: 'plan', bounce: undefined });
          }}
        />
      ),
    },
    plan: {
      title: t('transfer.step.plan'),
      chosen:
        state.choice?.kind === 'consolidate' && state.open !== 'plan'
          ? (quote?.futureQuote?.details[0]?.packageName ?? t('transfer.plan.noneChosen'))
          : undefined,
      body: () => (
        <PlanStep
          trialRadioId={trialRadio.radioId}
          followOnPlanCode={state.followOnPlanCode}
          onChosen={(followOnPlanCode) =>
            store.update({ followOnPlanCode, acscQuoteAsked: undefined, open: 'payment' })
          }
        />
      ),
    },
    payment: {
      title: t('transfer.step.payment'),
      chosen: state.paymentType ? t(`transfer.payment.${state.paymentType}`) : undefined,
      body: () => (
        <OnDemandStep
          step={transferPaymentStep}
          trialRadioId={trialRadio.radioId}
          bounce={state.bounce}
        />
      ),
    },
    review: {
      title: t('transfer.step.review'),
      body: () =>
        quote && state.choice ? (
          <OnDemandStep step={transferReviewStep} answer={answer} quote={quote} />
        ) : (
          <p>{t('transfer.review.pending')}</p>
        ),
    },
  };

  return (
    <Card className={styles.page}>
      <h1 className={styles.title}>{t(portability ? 'transfer.port.title' : 'transfer.title')}</h1>
      <p className={styles.lead}>
        {t('transfer.found', {
          radio: radioNameOf(trialRadio, t),
          trialPlan: trialRadio.trialPlanName,
          date: formatDay(trialRadio.trialEndsOn),
        })}
      </p>
      <StepSections
        steps={stepsOf(state.choice)}
        open={state.open}
        sections={sections}
        onEdit={(step) => store.update({ open: step, bounce: undefined })}
      />
    </Card>
  );
}

import type {
  CancelReasonChoice,
  CareCancellationResult,
  CareSubscriptionOptionsResult,
  Locale,
  PresentedOffer,
} from '@orbit/domain';
import { subscriptionCalls } from '@orbit/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  errorPageState,
  failureMessageId,
  failureOf,
  isRefusal,
  reportFailure,
} from '../../../shared/errors/index.ts';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { newAccountTransactionId } from '../../../shared/platform/account-transaction-id.ts';
import { useAppConfig, useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Card } from '../../../shared/ui/index.ts';
import { accountKeys } from '../../account/index.ts';
import styles from './cancel.module.css';
import {
  type CancelScreen,
  trackCancelled,
  trackCancelOffer,
  trackCancelReason,
  trackCancelScreen,
  trackCancelStart,
} from './cancel-analytics.ts';
import { type CancelEntry, changePlanPath, loginPath } from './cancel-entry.ts';
import { cancelPathOf } from './cancel-path.ts';
import { ChatOption } from './chat-option.tsx';
import { ConfirmationStep, confirmationTitle } from './confirmation-step.tsx';
import { OfferStep } from './offer-step.tsx';
import { AlreadyCancelled, ChatOrPhone, NotCancellable } from './other-paths.tsx';
import { ReasonsStep } from './reasons-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { ScreenHeading } from './screen-heading.tsx';
import { cancelOfferQuery } from './subscription-queries.ts';

/** Where the online path is: at most one offer between the reasons and the review. */
type Step =
  | { name: 'reasons' }
  | { name: 'offer'; choice: CancelReasonChoice; offer: PresentedOffer }
  | { name: 'review'; choice: CancelReasonChoice }
  | { name: 'done'; result: CareCancellationResult };

/**
 * The cancel flow (flows §5.2) once its door has read the subscription's options: reasons, at
 * most one retention offer, review, confirmation, so a customer who may cancel online is at
 * most two screens from a confirmed cancellation after the reasons. Chat sits beside it where
 * the options allow; where the rules keep cancelling off the web, chat and phone are the way.
 */
export function CancelFlow({
  entry,
  options,
  email,
}: {
  entry: CancelEntry;
  options: CareSubscriptionOptionsResult;
  email: string | null;
}) {
  const services = useAppServices();
  const { dataLayer, errors } = services;
  const config = useAppConfig();
  const t = useT();
  const day = useFormatDay();
  const locale = useIntl().locale as Locale;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const calls = useCareCalls(subscriptionCalls);
  const [now] = useState(() => new Date());
  const [transactionId] = useState(() => newAccountTransactionId(services.sdk.runtime.randomBytes));
  const [step, setStep] = useState<Step>({ name: 'reasons' });
  const [problem, setProblem] = useState<string>();
  const plan = options.currentPlan;
  const path = cancelPathOf({
    options,
    alwaysCancelOnline: config.featureFlags.alwaysCancelOnline,
    cancelOnline: entry.cancelOnline,
  });

  useEffect(() => {
    trackCancelStart(dataLayer, plan, options.cancelSubscriptionOptionInfo.triggeredRuleId);
  }, [dataLayer, plan, options.cancelSubscriptionOptionInfo.triggeredRuleId]);

  const screen: CancelScreen = path.kind === 'online' ? screenOf(step) : path.kind;
  useEffect(() => trackCancelScreen(dataLayer, screen), [dataLayer, screen]);

  const cancel = useMutation({
    mutationFn: (choice: CancelReasonChoice) =>
      calls.cancelSubscription(
        { ...choice, subscriptionId: entry.subscriptionId, inAuthId: transactionId },
        { skipGlobalHandler: true },
      ),
    // The account shows the pending cancellation from now on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });

  /** The next screen after the reasons: the one offer when there is one, else the review. */
  const chooseReason = async (choice: CancelReasonChoice) => {
    trackCancelReason(dataLayer, choice);
    const offer = path.kind === 'online' && path.withOffer ? await retentionOffer(choice) : null;
    if (offer) trackCancelOffer(dataLayer, 'shown', offer.planCode);
    setStep(offer ? { name: 'offer', choice, offer } : { name: 'review', choice });
  };

  /** An offer that cannot be read is no reason to hold up a cancellation: none is shown. */
  const retentionOffer = async (choice: CancelReasonChoice) => {
    try {
      const answer = await queryClient.fetchQuery(
        cancelOfferQuery(calls, {
          subscriptionId: entry.subscriptionId,
          cancelReason: choice.reasonCode,
          streaming: plan.serviceType === 'streaming',
          locale,
        }),
      );
      return answer.offer;
    } catch (error) {
      reportFailure(errors, failureOf(error), { name: 'cancel offer', serverFault: 'stay' });
      return null;
    }
  };

  const confirm = async (choice: CancelReasonChoice) => {
    setProblem(undefined);
    try {
      const result = await cancel.mutateAsync(choice);
      trackCancelled(dataLayer, result);
      setStep({ name: 'done', result });
    } catch (error) {
      const failure = failureOf(error);
      reportFailure(errors, failure, { name: 'cancel subscription', serverFault: 'stay' });
      if (failure.kind === 'sessionTimedOut' || failure.kind === 'cancelled') return;
      if (failure.kind === 'signInRequired') {
        void navigate(loginPath(location), { replace: true });
      } else if (isRefusal(failure) || failure.kind === 'unavailable') {
        setProblem(t(failureMessageId(failure, refusalMessageId(failure.code))));
      } else {
        void navigate('/error', { state: errorPageState(failure.requestId) });
      }
    }
  };

  const withChat = path.kind === 'online' && path.withChat && step.name !== 'done';
  const titled = (title: string, body: ReactNode) => (
    <Screen key={screen} title={title} focus={step.name !== 'reasons'} chat={withChat ? now : null}>
      {body}
    </Screen>
  );

  switch (path.kind) {
    case 'chatOrPhone':
      return titled(t('cancel.offline.title'), <ChatOrPhone withChat={path.withChat} now={now} />);
    case 'alreadyCancelled':
      return titled(
        t('cancel.pending.title'),
        <AlreadyCancelled plan={plan} endsOn={path.endsOn} />,
      );
    case 'notCancellable':
      return titled(t('cancel.none.title'), <NotCancellable />);
    case 'online':
      break;
  }
  const preview = options.cancellation;
  if (!preview) return titled(t('cancel.none.title'), <NotCancellable />);
  switch (step.name) {
    case 'reasons':
      return titled(
        t('cancel.reasons.title'),
        <>
          <p>{t('cancel.reasons.intro', { plan: plan.packageName })}</p>
          <ReasonsStep kind={plan.serviceType} onChosen={chooseReason} />
        </>,
      );
    case 'offer':
      return titled(
        t('cancel.offer.title'),
        <OfferStep
          offer={step.offer}
          acceptPath={changePlanPath(entry.subscriptionId, step.offer.planCode)}
          onAccept={() => trackCancelOffer(dataLayer, 'accepted', step.offer.planCode)}
          onDecline={() => {
            trackCancelOffer(dataLayer, 'declined', step.offer.planCode);
            setStep({ name: 'review', choice: step.choice });
          }}
        />,
      );
    case 'review':
      return titled(
        t('cancel.review.title'),
        <ReviewStep
          plan={plan}
          preview={preview}
          busy={cancel.isPending}
          problem={problem}
          onConfirm={() => void confirm(step.choice)}
        />,
      );
    case 'done':
      return titled(
        confirmationTitle(t, step.result, day(step.result.serviceEndsOn)),
        <ConfirmationStep result={step.result} email={email} />,
      );
  }
}

function screenOf(step: Step): CancelScreen {
  return step.name === 'done' ? 'confirmation' : step.name;
}

/** The page's words for a refusal of `cancel/subscription`. */
function refusalMessageId(code: string): string {
  if (code === 'CANCELLATION_ALREADY_PENDING') return 'cancel.error.alreadyPending';
  return 'cancel.error.refused';
}

/** One screen: its title (focused when it follows another), its body, chat beside it. */
function Screen({
  title,
  focus,
  chat,
  children,
}: {
  title: string;
  focus: boolean;
  chat: Date | null;
  children: ReactNode;
}) {
  const t = useT();
  const chatTitleId = useId();
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <ScreenHeading focus={focus}>{title}</ScreenHeading>
        {children}
      </Card>
      {chat ? (
        <aside className={styles.aside} aria-labelledby={chatTitleId}>
          <h2 id={chatTitleId} className={styles.asideTitle}>
            {t('cancel.chat.title')}
          </h2>
          <ChatOption now={chat} />
        </aside>
      ) : null}
    </div>
  );
}

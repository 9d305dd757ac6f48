import { type ReactNode, useState } from 'react';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Card, Stepper } from '../../../../shared/ui/index.ts';
import { PlanRecapCard } from '../../components/plan-recap-card.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { STEPS } from '../../streaming-organic/flow-steps.ts';
import { useStreamingStepGuard } from '../../streaming-organic/step-requirements.ts';
import { PaymentStep } from '../../streaming-organic/steps/payment-step.tsx';
import { useFlowNavigation } from '../../streaming-organic/use-flow-navigation.ts';
import { useStepAnalytics } from '../../streaming-organic/use-step-analytics.ts';
import { useStreamingCheckout } from '../../streaming-organic/use-streaming-checkout.ts';
import { useTrialFollowOns } from '../follow-ons.ts';
import { type AfterTrial, FollowOnChoice } from './follow-on-choice.tsx';
import { OwnAccountDetails } from './own-account-details.tsx';
import { TrialDetailsForm } from './trial-details-form.tsx';

/**
 * `payment` in the trial (step 2 of 3, flows §3.6 "enter your information"): what follows the
 * trial — nothing (the trial alone: name, zip and phone, no card) or one of the paid plans it may
 * roll into (`offers/renewal`; the streaming checkout's own payment step, the quote then
 * including the plan's first charge). On a signed-in owner's account the trial alone needs
 * nothing typed (the account has the name and address); with a paid plan the card is asked as
 * for anyone, the order then going on that account (ADR 060).
 */
export function TrialInformationStep() {
  const { state, store } = useStreamingCheckout();
  const followOns = useTrialFollowOns();
  const chosen = followOns.find((plan) => plan.planCode === state.followOnPlanCode);
  const [after, setAfter] = useState<AfterTrial>(chosen ? chosen.planCode : 'trialOnly');
  const choose = (value: AfterTrial) => {
    setAfter(value);
    store.update({
      followOnPlanCode: value === 'trialOnly' ? undefined : value,
      cardless: value === 'trialOnly',
    });
  };
  const choice =
    followOns.length > 0 ? (
      <FollowOnChoice followOns={followOns} value={after} onChange={choose} />
    ) : null;
  return after === 'trialOnly' ? <TrialOnlyStep intro={choice} /> : <PaymentStep intro={choice} />;
}

function TrialOnlyStep({ intro }: { intro: ReactNode }) {
  const t = useT();
  const { state, offer } = useStreamingCheckout();
  const goTo = useFlowNavigation();
  useStepAnalytics(STEPS.payment);
  const redirect = useStreamingStepGuard('payment');
  if (redirect) return redirect;
  return (
    <Card>
      <Stepper current={2} total={3} label={t('ui.stepper.label', { current: 2, total: 3 })} />
      <StepHeading>{t('trial.information.title')}</StepHeading>
      {intro}
      {offer ? <PlanRecapCard offer={offer} /> : null}
      {state.ownAccount ? (
        <OwnAccountDetails account={state.ownAccount} onDone={() => goTo('review')} />
      ) : (
        <TrialDetailsForm onDone={() => goTo('review')} />
      )}
    </Card>
  );
}

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
import { followOnOfferOf } from '../follow-on.ts';
import { type AfterTrial, FollowOnChoice } from './follow-on-choice.tsx';
import { TrialDetailsForm } from './trial-details-form.tsx';

/**
 * `payment` in the trial (step 2 of 3, flows §3.6 "enter your information"): what follows the
 * trial — nothing (the trial alone: name, zip and phone, no card) or the paid plan the link offers
 * (the streaming checkout's own payment step, the quote then including the plan's first charge).
 */
export function TrialInformationStep() {
  const { state, store, offers } = useStreamingCheckout();
  const followOn = followOnOfferOf(offers);
  const [after, setAfter] = useState<AfterTrial>(
    state.followOnPlanCode && followOn ? 'followOn' : 'trialOnly',
  );
  const choose = (value: AfterTrial) => {
    setAfter(value);
    store.update({
      followOnPlanCode: value === 'followOn' ? followOn?.planCode : undefined,
      cardless: value === 'trialOnly',
    });
  };
  const choice = followOn ? (
    <FollowOnChoice followOn={followOn} value={after} onChange={choose} />
  ) : null;
  return after === 'followOn' ? <PaymentStep intro={choice} /> : <TrialOnlyStep intro={choice} />;
}

function TrialOnlyStep({ intro }: { intro: ReactNode }) {
  const t = useT();
  const { offer } = useStreamingCheckout();
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
      <TrialDetailsForm onDone={() => goTo('review')} />
    </Card>
  );
}

import type { ReactNode } from 'react';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { paymentInterstitialStep } from '../streaming-organic/payment-interstitial-on-demand.ts';
import { useResetPlanOnBackFromPayment } from '../streaming-organic/use-back-from-payment.ts';
import { TrialAccordion } from './trial-accordion.tsx';
import { TrialGate } from './trial-gate.tsx';
import { TrialOfferGuard } from './trial-offer-guard.tsx';
import type { TrialLayout } from './trial-route.ts';
import {
  accountOrCredsStep,
  TRIAL_STEPS_ON_DEMAND,
  trialInformationStep,
  trialOfferStep,
  trialReviewStep,
  trialThanksStep,
} from './trial-steps-on-demand.ts';

/** The trial's step pages below its path ('' is the offer). */
export const STEP_PAGES = [
  'creds-int',
  'creds',
  'payment-int',
  'payment',
  'review',
  'thanks',
] as const;
export type StepPage = 'offer' | (typeof STEP_PAGES)[number];

/** On the offer's page, the offer is fetched while the door asks what the link opens. */
const OFFER_FIRST = [trialOfferStep];
const NOTHING_FIRST: typeof OFFER_FIRST = [];

/** One step behind the trial's door, in the layout's frame. */
export function TrialSteps({
  layout,
  step,
  prefilledEmail,
  programCode,
}: {
  layout: TrialLayout;
  step: StepPage;
  prefilledEmail?: string | undefined;
  programCode?: string | undefined;
}) {
  usePreloadedSteps(step === 'offer' ? OFFER_FIRST : NOTHING_FIRST);
  return (
    <TrialGate prefilledEmail={prefilledEmail} programCode={programCode}>
      <Frame layout={layout}>
        <TrialStep step={step} />
      </Frame>
    </TrialGate>
  );
}

function Frame({ layout, children }: { layout: TrialLayout; children: ReactNode }) {
  return layout === 'accordion' ? <TrialAccordion>{children}</TrialAccordion> : children;
}

function TrialStep({ step }: { step: StepPage }) {
  useResetPlanOnBackFromPayment();
  usePreloadedSteps(TRIAL_STEPS_ON_DEMAND);
  switch (step) {
    case 'offer':
      return <OnDemandStep step={trialOfferStep} />;
    case 'creds-int':
    case 'creds':
      return <OnDemandStep step={accountOrCredsStep} page={step} />;
    case 'payment-int':
      return (
        <TrialOfferGuard>
          <OnDemandStep step={paymentInterstitialStep} />
        </TrialOfferGuard>
      );
    case 'payment':
      return (
        <TrialOfferGuard>
          <OnDemandStep step={trialInformationStep} />
        </TrialOfferGuard>
      );
    case 'review':
      return (
        <TrialOfferGuard>
          <OnDemandStep step={trialReviewStep} />
        </TrialOfferGuard>
      );
    case 'thanks':
      return <OnDemandStep step={trialThanksStep} />;
  }
}
